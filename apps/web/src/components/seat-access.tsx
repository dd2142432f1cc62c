import type { SeatAccess } from '@tickera/shared/best-seats';
import { accessPhrase } from '@tickera/shared/place-names';

/**
 * A wheelchair space or the companion seat beside one, said in words under the seat: on
 * tickets, orders and the cart, so whoever holds it (and whoever seats them) knows. Nothing
 * for an ordinary seat.
 */
export function SeatAccessNote({ access }: { access: SeatAccess | undefined }) {
  const phrase = accessPhrase(access);
  return phrase ? <span className="seat-access">{phrase}</span> : null;
}
