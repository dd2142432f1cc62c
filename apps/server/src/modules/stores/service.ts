/** Stores (issuer, logo and signature of invoices) and banks: admin set-up, audited, never deleted. */
import type { z } from 'zod';
import type {
  Bank,
  Store,
  bankInputSchema,
  bankPatchSchema,
  storeInputSchema,
  storePatchSchema,
} from '@tickera/shared/schemas/stores';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { storableImage } from '../../lib/images';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import * as repo from './repo';

const presentStore = (row: repo.StoreRow): Store => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const presentBank = (row: repo.BankRow): Bank => ({ ...row, createdAt: iso(row.createdAt) });

export async function listStores(ctx: AppContext) {
  return { items: (await repo.listStores(ctx.db)).map(presentStore) };
}

const IMAGE_FIELDS = ['logoBase64', 'invoiceLogo', 'signatureSrc'] as const;

/**
 * The store's images checked and re-encoded (lib/images.ts). The invoice draws PNG and
 * JPEG only, so a WebP upload is stored as PNG.
 */
async function withStorableImages<T extends Partial<Record<(typeof IMAGE_FIELDS)[number], string>>>(
  input: T,
): Promise<T> {
  const out = { ...input };
  for (const field of IMAGE_FIELDS)
    if (input[field] !== undefined)
      out[field] = (await storableImage(field, input[field], { webpAs: 'png' })) as T[typeof field];
  return out;
}

export async function createStore(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof storeInputSchema>,
  ip: string,
) {
  const values = await withStorableImages(input);
  const entry = { actorId: actor.id, action: 'stores.create', entity: 'store', ip };
  return presentStore(await auditedWrite(ctx.db, entry, (tx) => repo.insertStore(tx, values)));
}

export async function patchStore(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: z.output<typeof storePatchSchema>,
  ip: string,
) {
  const values = await withStorableImages(input);
  const entry = { actorId: actor.id, action: 'stores.update', entity: 'store', ip };
  return presentStore(
    await auditedWrite(ctx.db, entry, (tx) => repo.updateStore(tx, id, values), {
      table: 'stores',
      id,
    }),
  );
}

export async function listBanks(ctx: AppContext) {
  return { items: (await repo.listBanks(ctx.db)).map(presentBank) };
}

/** GET /api/banks: what a buyer or the box office chooses from. */
export async function listActiveBanks(ctx: AppContext) {
  return { items: await repo.listActiveBanks(ctx.db) };
}

/** Banks by id for other modules (payee accounts, statements, payments). */
export async function findBanks(db: Tx, ids: string[]) {
  return repo.findBanks(db, ids);
}

export async function createBank(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof bankInputSchema>,
  ip: string,
) {
  const entry = { actorId: actor.id, action: 'banks.create', entity: 'bank', ip };
  return presentBank(await auditedWrite(ctx.db, entry, (tx) => repo.insertBank(tx, input)));
}

export async function patchBank(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: z.output<typeof bankPatchSchema>,
  ip: string,
) {
  const entry = { actorId: actor.id, action: 'banks.update', entity: 'bank', ip };
  return presentBank(
    await auditedWrite(ctx.db, entry, (tx) => repo.updateBank(tx, id, input), {
      table: 'banks',
      id,
    }),
  );
}
