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

/** "Asiento F-12", or the general-admission place's own name. */
export const seatPhrase = (seatName: string): string =>
  isGeneralPlace(seatName) ? seatName : `Asiento ${seatName}`;
