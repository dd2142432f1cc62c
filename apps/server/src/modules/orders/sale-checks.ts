/** Checks every sale makes (an order, a membership): who buys, the bank paid into, and the
 * unique indexes that refuse a sold seat or a used reference. */
import type { Tx } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { findUserById } from '../auth/public';
import { findBanks } from '../stores/service';

/** The buyer: an active, registered (not anonymous) account. */
export async function requireCustomer(db: Tx, customerId: string) {
  const customer = await findUserById(db, customerId);
  if (!customer || customer.isAnonymous || !customer.isActive)
    throw fieldError('customerId', 'Cliente inexistente o inactivo');
  return customer;
}

/** The bank a payment says it came from, if it names one: it must exist and be active. */
export async function requireActiveBank(db: Tx, payment: { bankId: string } | undefined) {
  if (!payment) return;
  const [bank] = (await findBanks(db, [payment.bankId])).filter((b) => b.isActive);
  if (!bank) throw fieldError('payment.bankId', 'Banco inexistente');
}

/** A sale's write refused by a unique index, in the API's words; any other error as it was. */
export function refuseSaleConflict(err: unknown): never {
  if (isUniqueViolation(err, 'payments_bank_reference_key'))
    throw new AppError('PAYMENT_REFERENCE_USED', {
      fields: { 'payment.reference': 'Referencia ya utilizada en ese banco' },
    });
  if (isUniqueViolation(err, 'order_seats_live_seat_key')) throw new AppError('SEAT_UNAVAILABLE');
  throw err;
}
