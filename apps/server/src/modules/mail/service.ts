/** The staff mail log and its resend. */
import type { ListMailQuery } from '@tickera/shared/schemas/mail';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/sql';
import * as repo from './repo';

export async function listMail(ctx: AppContext, q: ListMailQuery) {
  const { items, total } = await repo.listMail(ctx.db, q);
  return {
    items: items.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
    total,
    hasMore: q.page * q.limit < total,
  };
}

export async function resendMail(ctx: AppContext, actorId: string, id: string, ip: string) {
  const outcome = await repo.requeueMail(ctx.db, id);
  if (outcome === 'missing') throw new AppError('NOT_FOUND');
  if (outcome === 'removed') throw new AppError('MAIL_SECRET_REMOVED');
  await writeAudit(ctx.db, { actorId, action: 'mail.resend', entity: 'mail', entityId: id, ip });
  ctx.mailer.kick();
  return { queued: true as const };
}
