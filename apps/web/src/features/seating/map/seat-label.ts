import type { SeatAccess } from '@tickera/shared/best-seats';
import { accessPhrase, generalPlaceName } from '@tickera/shared/place-names';
import type { SeatStatus } from '@tickera/shared/schemas/events';
import { ACCESS, type SeatModel } from './seat-model';

const STATUS_LABELS: Record<SeatStatus, string> = {
  available: 'disponible',
  held: 'reservado',
  sold: 'vendido',
  mine: 'seleccionado',
};

const isGeneral = (model: SeatModel, seat: number) => model.zones[model.zoneOf[seat]].general;

/** "Fila C, asiento 14", at a VIP table "Mesa 3, puesto 5", in general admission "Entrada general 7". */
export function seatPlace(model: SeatModel, seat: number): string {
  if (isGeneral(model, seat)) return generalPlaceName(model.printed[seat]);
  return model.atTable[seat]
    ? `${model.row[seat]}, puesto ${model.printed[seat]}`
    : `Fila ${model.row[seat]}, asiento ${model.printed[seat]}`;
}

/** Inside the seat's name, the words its ticket says (place-names.ts), in lower case. */
const ACCESS_LABELS: Record<number, string> = {
  [ACCESS.accessible]: `, ${accessPhrase('ACCESSIBLE')!.toLowerCase()}`,
  [ACCESS.companion]: `, ${accessPhrase('COMPANION')!.toLowerCase()}`,
};

/** The seat's place in the accessibility plan, as the server names it (place-names.ts). */
export function seatAccess(model: SeatModel, seat: number): SeatAccess {
  if (model.access[seat] === ACCESS.accessible) return 'ACCESSIBLE';
  return model.access[seat] === ACCESS.companion ? 'COMPANION' : null;
}

/** The seat's accessible name: "Fila C, asiento 14, disponible" ("…, puesto para silla de ruedas, …"). */
export function seatAriaLabel(model: SeatModel, seat: number, status: SeatStatus): string {
  return `${seatPlace(model, seat)}${ACCESS_LABELS[model.access[seat]] ?? ''}, ${STATUS_LABELS[status]}`;
}

/** The seat as a live announcement names it: "Asiento F-12", or "Mesa 3, puesto 5". */
export function seatShortName(model: SeatModel, seat: number): string {
  if (isGeneral(model, seat)) return generalPlaceName(model.printed[seat]);
  return model.atTable[seat]
    ? `${model.row[seat]}, puesto ${model.printed[seat]}`
    : `Asiento ${model.row[seat]}-${model.printed[seat]}`;
}
