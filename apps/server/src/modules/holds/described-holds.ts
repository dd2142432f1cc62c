/** A buyer's live holds with their seats described (names, zone, price: seating's). */
import type { Tx } from '../../db/client';
import * as seating from '../seating/public';
import * as repo from './repo';

export type DescribedHold = repo.HoldRow & { seat: seating.SeatDescription };

/** In the order a cart shows them: by zone, row and seat. */
export async function listDescribedHolds(
  db: Tx,
  userId: string,
  eventId?: string,
): Promise<DescribedHold[]> {
  const holds = await repo.listLiveHolds(db, userId, eventId);
  const byId = new Map(holds.map((h) => [h.seatId, h]));
  const seats = await seating.describeSeats(db, [...byId.keys()]);
  return seats.map((seat) => ({ ...byId.get(seat.seatId)!, seat }));
}
