/** A staff resend of a paid order's ticket e-mail (the e-mail itself is the tickets module's). */
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { queueTicketMail } from '../tickets/public';
import { writeAudit } from '../../lib/audit';
import { readOrder } from './read';
import { orderExists } from './repo';

/** POST /api/orders/:id/resend-tickets: the ticket e-mail again, audited. */
export async function resendTickets(ctx: AppContext, actorId: string, orderId: string, ip: string) {
  const queued = await ctx.db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) throw new AppError('NOT_FOUND');
    const ok = await queueTicketMail(ctx, tx, await readOrder(tx, orderId));
    await writeAudit(tx, {
      actorId,
      action: 'tickets.resend',
      entity: 'order',
      entityId: orderId,
      ip,
    });
    return ok;
  });
  ctx.mailer.kick();
  return { queued };
}
