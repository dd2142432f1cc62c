/**
 * Season memberships (issue 12): one code, the same seats in every event of the season, in
 * one transaction — all or nothing, naming the seat that blocks. Each event gets an order:
 * paid at once with its tickets and e-mail when the money was seen at the counter (cash,
 * POS); PENDIENTE with the declared payment and the payment deadline when paid into a bank,
 * approved like any order (decision 029). Removing the membership cancels the orders of
 * events not yet started and every unpaid one (their seats go back on sale). Decision 020.
 */
import { randomBytes } from 'node:crypto';
import { convertToVes, fromCents, toCents } from '@tickera/shared/money';
import type {
  CreateMembership,
  Membership,
  MembershipType,
  MembershipTypeInput,
  MembershipTypePatch,
} from '@tickera/shared/schemas/memberships';
import { COUNTER_METHODS, PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import { auditedWrite, writeAudit } from '../../lib/audit';
import { refuseDuplicateCode } from '../../lib/pg-errors';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import { findPeople, fullName } from '../auth/public';
import { eventExists, findEventBriefs } from '../events/public';
import * as holds from '../holds/public';
import * as seating from '../seating/public';
import {
  cancelOrderInTx,
  findOrderBriefs,
  findOrderSeatIds,
  lockOrders,
  minutesFromNow,
  recordSale,
  refuseSaleConflict,
  requireActiveBank,
  requireCustomer,
} from '../orders/public';
import { currentRate } from '../rates/service';
import { findPaymentDeadlineMinutes } from '../settings/service';
import * as repo from './repo';

type SeasonType = Omit<repo.TypeRow, 'eventIds'> & {
  events: { id: string; name: string; startAt: string }[];
};

/** The types with their season's events named, in date order. */
async function withEvents(db: Tx, types: repo.TypeRow[]): Promise<SeasonType[]> {
  const events = await findEventBriefs(
    db,
    types.flatMap((t) => t.eventIds),
  );
  return types.map(({ eventIds, ...t }) => ({
    ...t,
    events: eventIds
      .flatMap((id) => {
        const e = events.get(id);
        return e ? [{ id, name: e.name, startAt: iso(e.startAt) }] : [];
      })
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id.localeCompare(b.id)),
  }));
}

async function findType(db: Tx, id: string): Promise<SeasonType | undefined> {
  const found = await repo.findType(db, id);
  return found ? (await withEvents(db, [found]))[0] : undefined;
}

const presentType = (t: SeasonType): MembershipType => ({
  ...t,
  eventIds: t.events.map((e) => e.id),
});

export async function listTypes(ctx: AppContext) {
  return { items: (await withEvents(ctx.db, await repo.listTypes(ctx.db))).map(presentType) };
}

export async function createType(
  ctx: AppContext,
  actor: AuthUser,
  input: MembershipTypeInput,
  ip: string,
) {
  const eventIds = [...new Set(input.eventIds)];
  for (const id of eventIds)
    if (!(await eventExists(ctx.db, id)))
      throw new AppError(
        'VALIDATION',
        { fields: { eventIds: 'Uno de los eventos no existe' } },
        undefined,
        422,
      );
  const { id } = await auditedWrite(
    ctx.db,
    {
      actorId: actor.id,
      action: 'membershipTypes.create',
      entity: 'membership_type',
      after: input,
      ip,
    },
    (tx) =>
      repo
        .insertType(tx, { ...input, zoneCode: input.zoneCode ?? null, eventIds })
        .catch(refuseDuplicateCode),
  );
  return presentType((await findType(ctx.db, id))!);
}

export async function patchType(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: MembershipTypePatch,
  ip: string,
) {
  await auditedWrite(
    ctx.db,
    {
      actorId: actor.id,
      action: 'membershipTypes.update',
      entity: 'membership_type',
      ip,
    },
    (tx) => repo.updateType(tx, id, input),
    { table: 'membership_types', id },
  );
  return presentType((await findType(ctx.db, id))!);
}

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newMembershipCode(): string {
  return `ABO-${[...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/** `total` split into `parts` exact cents; the first parts take the leftover cents. */
function splitMoney(total: string, parts: number): string[] {
  const cents = toCents(total);
  const each = cents / BigInt(parts);
  const left = Number(cents - each * BigInt(parts));
  return Array.from({ length: parts }, (_, i) => fromCents(each + (i < left ? 1n : 0n)));
}

/**
 * Memberships as staff read them: the customer (auth), each season order with its event
 * (orders, events), in date order, and the seats of the first event's order (seating).
 */
async function findMemberships(db: Tx, q: { code?: string; id?: string }): Promise<Membership[]> {
  const found = await repo.findMemberships(db, q);
  const orderBriefs = await findOrderBriefs(
    db,
    found.flatMap((m) => m.orderIds),
  );
  const [people, events] = await Promise.all([
    findPeople(
      db,
      found.map((m) => m.customerId),
    ),
    findEventBriefs(
      db,
      [...orderBriefs.values()].map((o) => o.eventId),
    ),
  ]);
  return Promise.all(
    found.map(async ({ customerId, orderIds, ...m }) => {
      const orders = orderIds
        .flatMap((id) => {
          const o = orderBriefs.get(id);
          const e = o && events.get(o.eventId);
          if (!o || !e) return [];
          return [
            {
              id: o.id,
              number: o.number,
              status: o.status,
              eventId: e.id,
              eventName: e.name,
              startAt: iso(e.startAt),
              total: o.total,
            },
          ];
        })
        .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.eventId.localeCompare(b.eventId));
      const seats = orders.length
        ? (await seating.describeSeats(db, await findOrderSeatIds(db, orders[0].id)))
            .map((s) => ({ zone: s.zoneName, name: s.name }))
            .sort((a, b) => a.zone.localeCompare(b.zone))
        : [];
      const person = people.get(customerId);
      return {
        ...m,
        customer: { id: customerId, email: person?.email ?? null, name: fullName(person) },
        orders,
        seats,
        total: fromCents(orders.reduce((sum, o) => sum + toCents(o.total), 0n)),
        createdAt: iso(m.createdAt),
      };
    }),
  );
}

export async function listMemberships(ctx: AppContext, code?: string) {
  return { items: await findMemberships(ctx.db, { code }) };
}

export async function createMembership(
  ctx: AppContext,
  actor: AuthUser,
  input: CreateMembership,
  ip: string,
): Promise<Membership> {
  const type = await findType(ctx.db, input.membershipTypeId);
  if (!type || !type.isActive)
    throw fieldError('membershipTypeId', 'Tipo de membresía inexistente o inactivo');
  if (!type.events.length)
    throw fieldError('membershipTypeId', 'El tipo de membresía no tiene eventos');
  const customer = await requireCustomer(ctx.db, input.customerId);
  await requireActiveBank(ctx.db, input.payment);
  const [first, ...rest] = type.events;
  const picked = await seating.findSeatKeys(ctx.db, first.id, input.seatIds);
  if (picked.length !== input.seatIds.length)
    throw fieldError(
      'seatIds',
      `Elija asientos de ${first.name}, el primer evento de la temporada`,
    );
  if (type.zoneCode && picked.some((s) => s.zoneCode.toUpperCase() !== type.zoneCode))
    throw fieldError('seatIds', `Los asientos de esta membresía son de la zona ${type.zoneCode}`);

  // The same seats in every other event: a seat missing in one of them stops the sale.
  const others = rest.length
    ? await seating.findSameSeats(
        ctx.db,
        rest.map((e) => e.id),
        picked,
      )
    : [];
  const seatsByEvent = new Map<string, seating.SeatKey[]>([[first.id, picked]]);
  for (const e of rest) {
    const found = picked.map((p) =>
      others.find((o) => o.eventId === e.id && o.zoneCode === p.zoneCode && o.code === p.code),
    );
    const missing = found.findIndex((f) => !f);
    if (missing >= 0)
      throw new AppError(
        'VALIDATION',
        {
          fields: {
            seatIds: `${picked[missing].zoneName} ${picked[missing].name} no existe en ${e.name}`,
          },
        },
        `${picked[missing].zoneName} ${picked[missing].name} no existe en ${e.name}.`,
        422,
      );
    seatsByEvent.set(e.id, found as seating.SeatKey[]);
  }
  const all = [...seatsByEvent.values()].flat();
  const shares = splitMoney(
    fromCents(toCents(type.price) * BigInt(picked.length)),
    type.events.length,
  );

  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      await seating.lockSeats(
        tx,
        all.map((s) => s.id),
      );
      const blocked = await seating.findBlockedSeats(
        tx,
        all.map((s) => s.id),
        actor.id,
      );
      if (blocked.length) {
        const seat = all.find((s) => s.id === blocked[0].id)!;
        const event = type.events.find((e) => e.id === seat.eventId)!;
        throw new AppError(
          'SEAT_UNAVAILABLE',
          { seatIds: blocked.map((b) => b.id), eventId: event.id },
          `${seat.zoneName} ${seat.name} ya no está disponible en ${event.name}: no se tomó ningún asiento.`,
        );
      }
      await holds.dropHoldsOnSeats(
        tx,
        all.map((s) => s.id),
      );
      const rate = await currentRate(tx);
      // Money seen at the counter is paid at once; a bank payment waits for a second person.
      const paidAtOnce = (COUNTER_METHODS as readonly string[]).includes(input.paymentMethod);
      const paymentDueAt = paidAtOnce ? null : minutesFromNow(await findPaymentDeadlineMinutes(tx));
      const membershipCode = newMembershipCode();
      const membershipId = await repo.insertMembership(tx, {
        membershipCode,
        membershipTypeId: type.id,
        customerId: customer.id,
        createdBy: actor.id,
      });
      for (const [i, event] of type.events.entries()) {
        const seats = seatsByEvent.get(event.id)!;
        const seatShares = splitMoney(shares[i], seats.length);
        const total = shares[i];
        // One payment for the season, recorded on the first event's order; approving any
        // order of the membership checks it against all their totals (decision 029).
        const orderId = await recordSale(ctx, tx, {
          order: {
            eventId: event.id,
            customerId: customer.id,
            createdBy: actor.id,
            channel: 'MEMBRESIA',
            paymentMethod: input.paymentMethod,
            basePrice: total,
            total,
            rate: rate.rate,
            totalVes: convertToVes(total, rate.rate),
            notes: `${type.code} ${membershipCode} - ${PAYMENT_METHOD_LABELS[input.paymentMethod]}`,
            booking: { seatIds: seats.map((s) => s.id), membershipCode },
            paymentDueAt,
          },
          seats: seats.map((s, k) => ({ seatId: s.id, zoneId: s.zoneId, price: seatShares[k] })),
          payment:
            i === 0 && input.payment
              ? { method: input.paymentMethod, details: input.payment, rate: rate.rate }
              : undefined,
          paidAtOnce: paidAtOnce ? { actorId: actor.id, ip } : undefined,
        });
        await repo.linkOrder(tx, membershipId, orderId);
      }
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'memberships.create',
        entity: 'membership',
        entityId: membershipId,
        after: {
          membershipCode,
          seats: picked.length,
          events: type.events.length,
          paymentMethod: input.paymentMethod,
          status: paidAtOnce ? 'PAGADA' : 'PENDIENTE',
        },
        ip,
      });
      return membershipId;
    });
    for (const [eventId, seats] of seatsByEvent)
      ctx.seatFeed.publish(
        eventId,
        seats.map((s) => ({ seatId: s.id, status: 'sold' as const })),
      );
    ctx.mailer.kick();
    return (await findMemberships(ctx.db, { id: outcome }))[0];
  } catch (err) {
    refuseSaleConflict(err);
  }
}

/**
 * DELETE: the orders of events not yet started, and every unpaid one, are cancelled (seats
 * back on sale), in id order as approval locks them.
 */
export async function removeMembership(ctx: AppContext, actor: AuthUser, id: string, ip: string) {
  const [m] = await findMemberships(ctx.db, { id });
  if (!m) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deactivateMembership(tx, id)))
      throw new AppError(
        'VALIDATION',
        { fields: { id: 'La membresía ya fue anulada' } },
        'La membresía ya fue anulada.',
        409,
      );
    // The statuses as they are under the orders' locks: an approval that landed since the
    // read above is seen, so a paid order of an event already started stays paid.
    const status = new Map(
      (
        await lockOrders(
          tx,
          m.orders.map((o) => o.id),
        )
      ).map((o) => [o.id, o.status]),
    );
    for (const o of [...m.orders].sort((a, b) => (a.id < b.id ? -1 : 1)))
      if (
        status.get(o.id) === 'PENDIENTE' ||
        (status.get(o.id) !== 'ANULADA' && Date.parse(o.startAt) > Date.now())
      )
        await cancelOrderInTx(ctx, tx, {
          id: o.id,
          actorId: actor.id,
          reason: `Membresía ${m.membershipCode} anulada`,
          ip,
        });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'memberships.delete',
      entity: 'membership',
      entityId: id,
      ip,
    });
  });
}
