/** Demo events with their money rules, zones and seats. */
import type { Tx } from '../db/client';
import { eventConfig, events } from '../db/schema/events';
import { addDays, addHours, caracasAt } from './caracas-time';
import type { DemoVenues } from './reference-data';
import { createNumberedZone, createTableZone, type NumberedZoneSpec } from './seat-layout';
import {
  JOSE_BERNARDO_PEREZ_ZONES,
  MONUMENTAL_ZONES,
  POLIEDRO_NUMBERED,
  POLIEDRO_VIP,
  TERESA_CARRENO_ZONES,
} from './venue-layouts';

interface EventSpec {
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  description: string;
  locationId: string;
  startAt: Date;
  hours: number;
  publishAt: Date | null;
  printTypes: ('ETICKET' | 'HARDTICKET')[];
  feePercent: string;
  feeOnlyDeclarative?: boolean;
}

async function insertEvent(db: Tx, storeId: string, spec: EventSpec): Promise<string> {
  const [event] = await db
    .insert(events)
    .values({
      name: spec.name,
      code: spec.code,
      category: spec.category,
      description: spec.description,
      locationId: spec.locationId,
      storeId,
      startAt: spec.startAt,
      finishAt: addHours(spec.startAt, spec.hours),
      publishAt: spec.publishAt,
      printTypes: spec.printTypes,
    })
    .returning({ id: events.id });
  await db.insert(eventConfig).values({
    eventId: event.id,
    feePercent: spec.feePercent,
    feeOnlyDeclarative: spec.feeOnlyDeclarative ?? false,
    taxPercent: '0.00',
    ivaPercent: '16.00',
  });
  return event.id;
}

async function createZones(db: Tx, eventId: string, specs: NumberedZoneSpec[]): Promise<void> {
  for (const spec of specs) await createNumberedZone(db, eventId, spec);
}

export interface DemoEvents {
  concertId: string;
  concertStartAt: Date;
  /** The two Leones home games, same stadium and seats (the season ticket covers both). */
  leonesGameIds: [string, string];
  galaId: string;
  draftId: string;
}

export async function insertDemoEvents(
  db: Tx,
  now: Date,
  storeId: string,
  venues: DemoVenues,
): Promise<DemoEvents> {
  const publishAt = addDays(now, -3);

  const concertStartAt = caracasAt(now, 28, 20);
  const concertId = await insertEvent(db, storeId, {
    name: 'Leyendas de la Salsa: Noche Caribeña',
    code: 'SALSA-POLIEDRO',
    category: 'CONCIERTO',
    description:
      'Una noche para bailar con los grandes éxitos de la salsa venezolana y caribeña, ' +
      'con orquesta en vivo de 16 músicos e invitados especiales. Puertas abiertas a las 18:00. ' +
      'Mesas VIP con servicio incluido.',
    locationId: venues.poliedro,
    startAt: concertStartAt,
    hours: 4,
    publishAt,
    printTypes: ['ETICKET', 'HARDTICKET'],
    feePercent: '10.00',
  });
  await createTableZone(db, concertId, storeId, POLIEDRO_VIP);
  await createZones(db, concertId, POLIEDRO_NUMBERED);

  const leonesGameIds: [string, string] = ['', ''];
  const rivals = [
    { team: 'Navegantes del Magallanes', code: 'LEO-MAG', days: 14 },
    { team: 'Tiburones de La Guaira', code: 'LEO-TIB', days: 21 },
  ];
  for (const [i, rival] of rivals.entries()) {
    leonesGameIds[i] = await insertEvent(db, storeId, {
      name: `Leones del Caracas vs ${rival.team}`,
      code: rival.code,
      category: 'DEPORTE',
      description:
        `Temporada regular de la Liga Venezolana de Béisbol Profesional: los Leones del Caracas ` +
        `reciben a los ${rival.team} en el Estadio Monumental Simón Bolívar. ` +
        'Apertura de puertas dos horas antes del primer lanzamiento.',
      locationId: venues.monumental,
      startAt: caracasAt(now, rival.days, 19),
      hours: 4,
      publishAt,
      printTypes: ['ETICKET'],
      feePercent: '8.00',
    });
    await createZones(db, leonesGameIds[i], MONUMENTAL_ZONES);
  }

  const galaId = await insertEvent(db, storeId, {
    name: 'Gala Sinfónica: Música Venezolana',
    code: 'GALA-TTC',
    category: 'CONCIERTO',
    description:
      'Concierto sinfónico con obras de Antonio Estévez, Inocente Carreño y Aldemaro Romero, ' +
      'en la Sala Ríos Reyes del Teatro Teresa Carreño. Se recomienda llegar 30 minutos antes.',
    locationId: venues.teresaCarreno,
    startAt: caracasAt(now, 35, 19, 30),
    hours: 2.5,
    publishAt,
    printTypes: ['ETICKET'],
    feePercent: '10.00',
    feeOnlyDeclarative: true,
  });
  await createZones(db, galaId, TERESA_CARRENO_ZONES);

  const draftId = await insertEvent(db, storeId, {
    name: 'Navegantes del Magallanes vs Cardenales de Lara',
    code: 'MAG-LAR',
    category: 'DEPORTE',
    description:
      'Juego de la LVBP en el Estadio José Bernardo Pérez de Valencia. Evento en preparación: ' +
      'aún no publicado.',
    locationId: venues.joseBernardoPerez,
    startAt: caracasAt(now, 60, 19),
    hours: 4,
    publishAt: null,
    printTypes: ['ETICKET'],
    feePercent: '8.00',
  });
  await createZones(db, draftId, JOSE_BERNARDO_PEREZ_ZONES);

  return { concertId, concertStartAt, leonesGameIds, galaId, draftId };
}
