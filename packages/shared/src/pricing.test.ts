import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';

const cfg = { feePercent: '10', feeOnlyDeclarative: false, taxPercent: '0', ivaPercent: '16' };

describe('[PRICING]', () => {
  it('adds the fee and the IVA on the fee, and converts at the rate', () => {
    expect(priceOrder(['25.00', '25.00'], cfg, '36.5120')).toEqual({
      basePrice: '50.00',
      discount: '0.00',
      fee: '5.00',
      tax: '0.00',
      iva: '0.80',
      total: '55.80',
      totalVes: '2037.37',
    });
  });
  it('declares but does not charge a declarative fee', () => {
    const p = priceOrder(['100.00'], { ...cfg, feeOnlyDeclarative: true }, '10');
    expect(p).toMatchObject({ fee: '10.00', iva: '0.00', total: '100.00', totalVes: '1000.00' });
  });
  it('applies a discount before fees, never below zero; courtesies are free', () => {
    expect(priceOrder(['100.00'], cfg, '1', '10.00')).toMatchObject({
      discount: '10.00',
      fee: '9.00',
      iva: '1.44',
      total: '100.44',
    });
    expect(priceOrder(['5.00'], cfg, '1', '9.00')).toMatchObject({
      discount: '5.00',
      total: '0.00',
    });
    expect(priceOrder(['45.00'], cfg, '36', '0', true)).toMatchObject({
      total: '0.00',
      totalVes: '0.00',
    });
  });
});
