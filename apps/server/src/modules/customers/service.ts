/**
 * Buscador de Clientes (search, a customer with their orders) and walk-in customers
 * registered by staff: an account without a password and an activation e-mail.
 */
import type { CreateCustomer } from '@tickera/shared/schemas/users';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { AuthUser } from '../auth/public';
import { insertResetToken } from '../auth/public';
import { activationMail } from '../auth/public';
import { readCustomerOrders } from '../orders/public';
import * as users from '../auth/public';

/** An activation link lives longer than a recovery link (1 h): the customer may read it days later. */
const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;

export async function createCustomer(
  ctx: AppContext,
  actor: AuthUser,
  input: CreateCustomer,
  ip: string,
) {
  const token = newOpaqueToken();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const newId = await users.insertUser(
        tx,
        { email: input.email, passwordHash: null, role: 'customer', isAnonymous: false },
        {
          name: input.name,
          lastName: input.lastName,
          phone: input.phone ?? null,
          identification: input.identification ?? null,
        },
      );
      await insertResetToken(tx, {
        userId: newId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
      });
      await ctx.mailer.enqueue(
        tx,
        activationMail(ctx.config, { to: input.email, name: input.name, token }),
      );
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'customers.create',
        entity: 'user',
        entityId: newId,
        ip,
      });
      return newId;
    });
    ctx.mailer.kick();
    return users.serializeProfile((await users.findProfile(ctx.db, id))!);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('EMAIL_TAKEN', {
        fields: { email: 'Ya registrado: búsquelo en el buscador' },
      });
    throw err;
  }
}

export async function searchCustomers(ctx: AppContext, q: string, page: number, limit: number) {
  const { ids, total } = await users.searchCustomers(ctx.db, q, page, limit);
  const items = await Promise.all(
    ids.map(async (id) => users.serializeProfile((await users.findProfile(ctx.db, id))!)),
  );
  return { items, total, hasMore: page * limit < total };
}

/** A customer with their orders; entry codes only for the box office (`tickets.codes`). */
export async function getCustomer(ctx: AppContext, reader: AuthUser, id: string) {
  const profile = await users.findProfile(ctx.db, id);
  if (!profile || profile.isAnonymous) throw new AppError('NOT_FOUND');
  return {
    profile: users.serializeProfile(profile),
    orders: await readCustomerOrders(ctx.db, reader, id, { includeCancelled: true }),
  };
}
