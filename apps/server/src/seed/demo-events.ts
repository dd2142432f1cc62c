/** Demo events with their money rules, zones and seats. */
import type { Tx } from '../db/client';
import { eventConfig, events } from '../db/schema/events';
import { addDays, addHours, caracasAt } from './caracas-time';
import type { DemoVenues } from './reference-data';
import type { SectionSettings } from '../modules/seating/public';
import { copyVenuePlan } from '../modules/events/plan';

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

/**
 * Each event's prices and web caps, by section of its venue's plan (the plans are in
 * assets/plans; a section not named here would start at 0.00). Every section lets the
 * public site hold up to 10 seats unless it says fewer.
 */
const section = (basePrice: string, maxSeatsWeb = 10) => ({ basePrice, maxSeatsWeb });
const POLIEDRO_PRICES: SectionSettings = {
  VIP: section('120.00', 8),
  DANCEFLOOR: section('45.00'),
  GENERAL: section('25.00'),
};
const MONUMENTAL_PRICES: SectionSettings = {
  PALCO: section('60.00', 8),
  CENTRAL: section('25.00'),
  'PREF-1B': section('15.00'),
  'PREF-3B': section('15.00'),
  'GRADAS-LI': section('8.00'),
  'GRADAS-LD': section('8.00'),
};
const TERESA_CARRENO_PRICES: SectionSettings = {
  PLATEA: section('35.00'),
  PALCOS: section('80.00', 6),
  BALCON: section('20.00'),
};
const JOSE_BERNARDO_PEREZ_PRICES: SectionSettings = { TRIBUNA: section('12.00') };

/** The event with its config, and its zones and seats copied from its venue's plan. */
async function insertEvent(
  db: Tx,
  storeId: string,
  spec: EventSpec,
  prices: SectionSettings,
): Promise<string> {
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
  await copyVenuePlan(db, { id: event.id, locationId: spec.locationId }, prices);
  return event.id;
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
  const concertId = await insertEvent(
    db,
    storeId,
    {
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
    },
    POLIEDRO_PRICES,
  );

  const leonesGameIds: [string, string] = ['', ''];
  const rivals = [
    { team: 'Navegantes del Magallanes', code: 'LEO-MAG', days: 14 },
    { team: 'Tiburones de La Guaira', code: 'LEO-TIB', days: 21 },
  ];
  for (const [i, rival] of rivals.entries()) {
    leonesGameIds[i] = await insertEvent(
      db,
      storeId,
      {
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
      },
      MONUMENTAL_PRICES,
    );
  }

  const galaId = await insertEvent(
    db,
    storeId,
    {
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
    },
    TERESA_CARRENO_PRICES,
  );

  const draftId = await insertEvent(
    db,
    storeId,
    {
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
    },
    JOSE_BERNARDO_PEREZ_PRICES,
  );

  return { concertId, concertStartAt, leonesGameIds, galaId, draftId };
}
