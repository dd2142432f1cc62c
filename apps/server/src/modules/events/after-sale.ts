/** An event's rules for what happens after a sale: transfer cut-off, waiting-list offers (issue 26). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';
import { eventOnSale } from './repo';

export interface AfterSaleRules {
  id: string;
  name: string;
  startAt: Date;
  transferCutoffHours: number;
  waitlistOfferMinutes: number;
  /** Published, active and not started: seats may be sold. */
  onSale: boolean;
}

export async function findAfterSaleRules(db: Tx, id: string): Promise<AfterSaleRules | undefined> {
  const [row] = await rows<AfterSaleRules & { startAt: Date | string }>(
    db,
    sql`select e.id, e.name, e.start_at as "startAt", e.transfer_cutoff_hours as "transferCutoffHours",
          e.waitlist_offer_minutes as "waitlistOfferMinutes", (${eventOnSale}) as "onSale"
        from events e where e.id = ${id} and not e.is_delete`,
  );
  return row && { ...row, startAt: new Date(row.startAt) };
}
