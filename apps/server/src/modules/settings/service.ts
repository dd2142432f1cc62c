/**
 * Business settings: the payee accounts, support contacts and payment deadline that
 * checkout, e-mails and the invoice show. Validated by the shared schema; the bank of a
 * transfer account must exist and its code must open the 20-digit account.
 */
import type { Settings, SettingsInput } from '@tickera/shared/schemas/settings';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, writeAudit } from '../../lib/audit';
import { iso } from '../../lib/sql';
import { findBanks } from '../stores/service';
import * as repo from './repo';

async function present(db: Tx, row: repo.SettingsRow): Promise<Settings> {
  const ids = row.paymentAccounts.flatMap((a) => (a.bankId ? [a.bankId] : []));
  const bankById = new Map((await findBanks(db, ids)).map((b) => [b.id, b]));
  return {
    name: row.name,
    rif: row.rif,
    supportEmail: row.supportEmail,
    supportWhatsApp: row.supportWhatsApp,
    paymentDeadlineMinutes: row.paymentDeadlineMinutes,
    paymentAccounts: row.paymentAccounts.map((a) => {
      const bank = a.bankId ? bankById.get(a.bankId) : undefined;
      return { ...a, ...(bank ? { bankCode: bank.code, bankName: bank.name } : {}) };
    }),
    updatedAt: row.updatedAt ? iso(row.updatedAt) : null,
  };
}

/** GET /api/settings */
export async function getSettings(ctx: AppContext): Promise<Settings> {
  return readSettings(ctx.db);
}

/** The settings as the API shows them, read with the caller's handle (e.g. inside a transaction). */
export async function readSettings(db: Tx): Promise<Settings> {
  return present(db, await repo.findSettings(db));
}

/** The payment deadline in minutes, read inside the caller's transaction. */
export async function findPaymentDeadlineMinutes(db: Tx): Promise<number> {
  return (await repo.findSettings(db)).paymentDeadlineMinutes;
}

async function checkBanks(db: Tx, input: SettingsInput): Promise<void> {
  const fields: Record<string, string> = {};
  const ids = input.paymentAccounts.flatMap((a) => ('bankId' in a ? [a.bankId] : []));
  const bankById = new Map((await findBanks(db, ids)).map((b) => [b.id, b]));
  input.paymentAccounts.forEach((a, i) => {
    if (!('bankId' in a)) return;
    const bank = bankById.get(a.bankId);
    if (!bank || !bank.isActive)
      fields[`paymentAccounts.${i}.bankId`] = 'Banco desconocido o inactivo';
    else if (a.method === 'TRANSFERENCIA' && !a.accountNumber.startsWith(bank.code))
      fields[`paymentAccounts.${i}.accountNumber`] =
        `La cuenta debe comenzar con el código del banco (${bank.code})`;
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION', { fields });
}

/** PUT /api/settings — replaces the settings; the before and after go to the audit log. */
export async function putSettings(
  ctx: AppContext,
  actorId: string,
  input: SettingsInput,
  ip: string,
): Promise<Settings> {
  await checkBanks(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockSettings(tx);
    const row = await repo.updateSettings(tx, {
      ...input,
      updatedAt: new Date(),
      updatedBy: actorId,
    });
    await writeAudit(tx, {
      actorId,
      action: 'settings.update',
      entity: 'business_settings',
      entityId: '1',
      ...changedFields(
        Object.fromEntries(Object.keys(input).map((k) => [k, before[k as keyof typeof before]])),
        input,
      ),
      ip,
    });
    return present(tx, row);
  });
}
