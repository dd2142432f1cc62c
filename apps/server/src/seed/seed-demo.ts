/**
 * Demo data for a first run: one account per role, a store, banks, BCV rates, venues,
 * published and unpublished events with their seats, a coupon and a season ticket.
 */
import type { TicketCodes } from '../context';
import { hash } from '@node-rs/argon2';
import type { Role } from '@tickera/shared/roles';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/auth';
import { insertUser } from '../modules/auth/accounts-repo';
import { insertDemoCommerce } from './demo-commerce';
import { insertDemoOrders } from './demo-orders';
import { insertDemoEvents } from './demo-events';
import { insertDemoSettings } from './demo-settings';
import { insertDemoPlans } from './venue-plans';
import { ensureBanks, insertDemoRates, insertDemoStore, insertDemoVenues } from './reference-data';

export const DEMO_PASSWORD = 'Tickera.2026';

export const DEMO_ACCOUNTS: { role: Role; email: string; name: string; lastName: string }[] = [
  {
    role: 'admin',
    email: 'admin@tickera.test',
    name: 'María Gabriela',
    lastName: 'González Márquez',
  },
  {
    role: 'supervisor',
    email: 'supervisor@tickera.test',
    name: 'José Luis',
    lastName: 'Hernández Rivas',
  },
  { role: 'sales', email: 'ventas@tickera.test', name: 'Andreína', lastName: 'Pérez Salazar' },
  {
    role: 'auditor',
    email: 'auditor@tickera.test',
    name: 'Luis Alberto',
    lastName: 'Rodríguez Mendoza',
  },
  {
    role: 'chekiner',
    email: 'chequeo@tickera.test',
    name: 'Yorman José',
    lastName: 'Castillo Briceño',
  },
  { role: 'customer', email: 'cliente@tickera.test', name: 'Valentina', lastName: 'Guzmán Ochoa' },
];

/** Phone and cédula of each demo account, in DEMO_ACCOUNTS order. */
const DEMO_CONTACTS: { phone: string; identification: string }[] = [
  { phone: '0414-3217845', identification: 'V-14325876' },
  { phone: '0424-5589021', identification: 'V-16789432' },
  { phone: '0412-7734510', identification: 'V-20145789' },
  { phone: '0416-2290387', identification: 'V-12876543' },
  { phone: '0426-8841263', identification: 'V-24567890' },
  { phone: '0414-9063752', identification: 'V-26981347' },
];

async function isSeeded(db: Tx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${DEMO_ACCOUNTS[0].email})`);
  return rows.length > 0;
}

/**
 * Seeds the demo once, in one transaction. False (and nothing written) when the admin
 * demo account already exists. An advisory lock keeps two processes starting together
 * against one PostgreSQL from seeding twice.
 */
export async function seedDemo(db: Db, ticketCodes: TicketCodes): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Hash outside the transaction: argon2 is slow on purpose and needs no lock.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hash(DEMO_PASSWORD)));
  const now = new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tickera:seed-demo'))`);
    if (await isSeeded(tx)) return false;

    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      await insertUser(
        tx,
        { email: account.email, passwordHash: hashes[i], role: account.role, isAnonymous: false },
        { name: account.name, lastName: account.lastName, ...DEMO_CONTACTS[i] },
      );
    }

    await ensureBanks(tx);
    await insertDemoRates(tx, now);
    await insertDemoSettings(tx);
    const storeId = await insertDemoStore(tx);
    const venues = await insertDemoVenues(tx);
    await insertDemoPlans(tx, venues);
    const demoEvents = await insertDemoEvents(tx, now, storeId, venues);
    await insertDemoCommerce(tx, now, demoEvents);
    await insertDemoOrders(tx, {
      concertId: demoEvents.concertId,
      customerEmail: 'cliente@tickera.test',
      staffEmail: 'ventas@tickera.test',
      ticketCodes,
    });
    return true;
  });
}
