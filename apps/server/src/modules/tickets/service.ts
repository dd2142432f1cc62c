/** Entradas (admin): every issued ticket with search. Issuing and voiding happen with the order. */
import type { ListTicketsQuery } from '@tickera/shared/schemas/tickets';
import type { AppContext } from '../../context';
import { iso } from '../../lib/sql';
import * as view from './ticket-view';

export async function listTickets(ctx: AppContext, q: ListTicketsQuery) {
  const { items, total } = await view.listTickets(ctx.db, q);
  return {
    items: items.map((r) => ({
      ...r,
      checkedInAt: iso(r.checkedInAt),
      eventStartAt: iso(r.eventStartAt),
    })),
    total,
    hasMore: q.page * q.limit < total,
  };
}
