/** Demo business settings: the payee accounts checkout shows and the support contacts. */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { banks } from '../db/schema/stores';
import { businessSettings } from '../db/schema/settings';

export async function insertDemoSettings(db: Tx): Promise<void> {
  const rows = await db
    .select({ id: banks.id, code: banks.code })
    .from(banks)
    .where(inArray(banks.code, ['0102', '0134']));
  const bankId = (code: string) => rows.find((b) => b.code === code)!.id;
  await db
    .update(businessSettings)
    .set({
      name: 'Tickera C.A.',
      rif: 'J-50123456-7',
      supportEmail: 'soporte@tickera.test',
      supportWhatsApp: '0414-1234567',
      paymentDeadlineMinutes: 1440,
      paymentAccounts: [
        {
          method: 'TRANSFERENCIA',
          bankId: bankId('0102'),
          accountNumber: '01020123450000123456',
          holderName: 'Tickera C.A.',
          holderId: 'J-50123456-7',
        },
        {
          method: 'PAGO_MOVIL',
          bankId: bankId('0134'),
          phone: '0414-1234567',
          holderName: 'Tickera C.A.',
          holderId: 'J-50123456-7',
        },
        { method: 'ZELLE', email: 'pagos@tickera.test', holderName: 'Tickera LLC' },
      ],
      updatedAt: new Date(),
    })
    .where(eq(businessSettings.id, 1));
}
