import { describe, expect, it } from 'vitest';
import { lapsedUnpaid } from './memberships-api';

type Orders = Parameters<typeof lapsedUnpaid>[0]['orders'];
const orders = (...statuses: string[]) => statuses.map((status) => ({ status })) as Orders;

describe('a membership’s state tag', () => {
  it('reads "Vencida sin pago" only when every order of a live membership was cancelled', () => {
    expect(lapsedUnpaid({ isActive: true, orders: orders('ANULADA', 'ANULADA') })).toBe(true);
    expect(lapsedUnpaid({ isActive: true, orders: orders('ANULADA', 'PAGADA') })).toBe(false);
    expect(lapsedUnpaid({ isActive: true, orders: orders('PENDIENTE') })).toBe(false);
    expect(lapsedUnpaid({ isActive: false, orders: orders('ANULADA') })).toBe(false);
    expect(lapsedUnpaid({ isActive: true, orders: orders() })).toBe(false);
  });
});
