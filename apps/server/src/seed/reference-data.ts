/** Demo reference data: banks, BCV rates, the store and the venues. */
import type { Tx } from '../db/client';
import { DEMO_STORE_LOGO, DEMO_STORE_SIGNATURE } from './assets/demo-store-images';
import { locations } from '../db/schema/locations';
import { banks, stores } from '../db/schema/stores';
import { exchangeRates } from '../db/schema/rates';
import { addDays, caracasDay } from './caracas-time';

/** Venezuelan banks with their 4-digit SUDEBAN code (the prefix of every account number). */
export const VENEZUELAN_BANKS: readonly { code: string; name: string }[] = [
  { code: '0102', name: 'Banco de Venezuela' },
  { code: '0104', name: 'Venezolano de Crédito' },
  { code: '0105', name: 'Mercantil' },
  { code: '0108', name: 'BBVA Provincial' },
  { code: '0114', name: 'Bancaribe' },
  { code: '0115', name: 'Banco Exterior' },
  { code: '0128', name: 'Banco Caroní' },
  { code: '0134', name: 'Banesco' },
  { code: '0137', name: 'Sofitasa' },
  { code: '0138', name: 'Banco Plaza' },
  { code: '0151', name: 'BFC Banco Fondo Común' },
  { code: '0156', name: '100% Banco' },
  { code: '0163', name: 'Banco del Tesoro' },
  { code: '0171', name: 'Banco Activo' },
  { code: '0172', name: 'Bancamiga' },
  { code: '0174', name: 'Banplus' },
  { code: '0175', name: 'Banco Bicentenario' },
  { code: '0191', name: 'BNC Banco Nacional de Crédito' },
];

/** Idempotent: the bank list is reference data, useful even without the rest of the demo. */
export async function ensureBanks(db: Tx): Promise<void> {
  await db
    .insert(banks)
    .values([...VENEZUELAN_BANKS])
    .onConflictDoNothing();
}

/** Demo BCV rate (Bs.S per USD); the newest row is the current one. */
export const DEMO_RATE = '236.83890000';

/** The current BCV rate plus two older history rows, one and two weeks back. */
export async function insertDemoRates(db: Tx, now: Date): Promise<void> {
  await db.insert(exchangeRates).values([
    {
      rate: '228.47120000',
      source: 'BCV',
      valueDate: caracasDay(now, -14),
      fetchedAt: addDays(now, -14),
    },
    {
      rate: '232.91050000',
      source: 'BCV',
      valueDate: caracasDay(now, -7),
      fetchedAt: addDays(now, -7),
    },
    { rate: DEMO_RATE, source: 'BCV', valueDate: caracasDay(now), fetchedAt: now },
  ]);
}

export async function insertDemoStore(db: Tx): Promise<string> {
  const [store] = await db
    .insert(stores)
    .values({
      name: 'Tickera Producciones',
      rif: 'J-41258796-3',
      url: 'https://tickera.test',
      logoBase64: DEMO_STORE_LOGO,
      signatureSrc: DEMO_STORE_SIGNATURE,
    })
    .returning({ id: stores.id });
  return store.id;
}

export interface DemoVenues {
  poliedro: string;
  monumental: string;
  teresaCarreno: string;
  joseBernardoPerez: string;
}

export async function insertDemoVenues(db: Tx): Promise<DemoVenues> {
  const rows = await db
    .insert(locations)
    .values([
      {
        name: 'Poliedro de Caracas',
        code: 'POLIEDRO',
        address: 'Av. Principal de La Rinconada, Coche',
        capacityMax: 13_000,
        city: 'Caracas',
      },
      {
        name: 'Estadio Monumental Simón Bolívar',
        code: 'MONUMENTAL',
        address: 'Autopista Valle-Coche, La Rinconada',
        capacityMax: 38_000,
        city: 'Caracas',
      },
      {
        name: 'Teatro Teresa Carreño',
        code: 'TERESA-CARRENO',
        address: 'Av. Paseo Colón, Los Caobos',
        capacityMax: 2_400,
        city: 'Caracas',
      },
      {
        name: 'Estadio José Bernardo Pérez',
        code: 'JOSE-BERNARDO-PEREZ',
        address: 'Av. Bolívar Norte, urbanización Agua Blanca',
        capacityMax: 16_000,
        city: 'Valencia',
      },
    ])
    .returning({ id: locations.id, code: locations.code });
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return {
    poliedro: byCode.get('POLIEDRO')!,
    monumental: byCode.get('MONUMENTAL')!,
    teresaCarreno: byCode.get('TERESA-CARRENO')!,
    joseBernardoPerez: byCode.get('JOSE-BERNARDO-PEREZ')!,
  };
}
