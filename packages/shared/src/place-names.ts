/**
 * What a place is called on tickets, mails and the cart. A numbered seat is "Asiento F-12";
 * a general-admission place (a venue plan's area, decision 052) has no seat: it is
 * "Entrada general 12", a serial that keeps each ticket apart, and never reads "Asiento".
 */
export const GENERAL_PLACE_PREFIX = 'Entrada general ';

/** The name of general-admission place `n` (1-based) of its zone. */
export const generalPlaceName = (n: number): string => `${GENERAL_PLACE_PREFIX}${n}`;

export const isGeneralPlace = (seatName: string): boolean =>
  seatName.startsWith(GENERAL_PLACE_PREFIX);

/** What a field holding the name is labelled: "Entrada" for a general-admission place, else "Asiento". */
export const placeWord = (seatName: string): string =>
  isGeneralPlace(seatName) ? 'Entrada' : 'Asiento';

/** "Asiento F-12" (`word` "asiento" inside a sentence), or the general-admission place's own name. */
export const seatPhrase = (seatName: string, word = 'Asiento'): string =>
  isGeneralPlace(seatName) ? seatName : `${word} ${seatName}`;

/** A seat's place in the venue's accessibility plan (seats.access): a wheelchair space, the seat beside one. */
export const SEAT_ACCESS = ['ACCESSIBLE', 'COMPANION'] as const;
type Access = (typeof SEAT_ACCESS)[number];

const ACCESS_PHRASES: Record<Access, string> = {
  ACCESSIBLE: 'Puesto para silla de ruedas',
  COMPANION: 'Asiento de acompañante',
};

/**
 * What a ticket, the cart, a mail and the door say of an accessible seat, so the holder and the
 * staff who seat them know it ("Puesto para silla de ruedas"); null for an ordinary seat.
 */
export const accessPhrase = (access: Access | null | undefined): string | null =>
  access ? ACCESS_PHRASES[access] : null;

/**
 * The same in a word or two, where room is short: the map's legend beside its rings, a
 * wallet pass's face beside the zone and the seat.
 */
export const ACCESS_SHORT_NAMES: Record<Access, string> = {
  ACCESSIBLE: 'Silla de ruedas',
  COMPANION: 'Acompañante',
};
