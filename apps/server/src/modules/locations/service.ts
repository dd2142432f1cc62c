/** Locations (venues) of events: set-up by admin and supervisor, audited, never deleted. */
import type { z } from 'zod';
import type {
  Location,
  locationInputSchema,
  locationPatchSchema,
} from '@tickera/shared/schemas/locations';
import type { AppContext } from '../../context';
import { auditedWrite } from '../../lib/audit';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import * as repo from './repo';

const present = (row: repo.LocationRow): Location => ({ ...row, createdAt: iso(row.createdAt) });

export async function listLocations(ctx: AppContext) {
  return { items: (await repo.listLocations(ctx.db)).map(present) };
}

export async function createLocation(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof locationInputSchema>,
  ip: string,
) {
  const row = await auditedWrite(
    ctx.db,
    { actorId: actor.id, action: 'locations.create', entity: 'location', ip },
    (tx) => repo.insertLocation(tx, input),
  );
  return present(row);
}

export async function patchLocation(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: z.output<typeof locationPatchSchema>,
  ip: string,
) {
  const row = await auditedWrite(
    ctx.db,
    { actorId: actor.id, action: 'locations.update', entity: 'location', ip },
    (tx) => repo.updateLocation(tx, id, input),
    { table: 'locations', id },
  );
  return present(row);
}
