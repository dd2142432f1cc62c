import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertToVes,
  formatRate,
  fromCents,
  multiplyMoney,
  percentOf,
  toCents,
} from './money';

describe('[MONEY] exact decimals', () => {
  it('parses and formats cents without floats', () => {
    expect(toCents('25')).toBe(2500n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('19.995')).toBe(2000n);
    expect(fromCents(5n)).toBe('0.05');
    expect(addMoney('0.10', '0.20')).toBe('0.30'); // 0.1 + 0.2 !== 0.3 in floats
    expect(multiplyMoney('45.00', 3)).toBe('135.00');
    expect(() => toCents('abc')).toThrow(/Monto inválido/);
  });

  it('converts USD to Bs.S at the BCV rate, rounded to 2 decimals', () => {
    expect(convertToVes('25.00', '236.83890000')).toBe('5920.97'); // 5920.9725
    expect(convertToVes('1.00', '36.51205')).toBe('36.51');
    expect(convertToVes('0.01', '36.5150')).toBe('0.37'); // 0.36515 rounds half up
    expect(formatRate('236.83890000')).toBe('236.8389');
  });

  it('takes percentages exactly', () => {
    expect(percentOf('100.00', '16')).toBe('16.00');
    expect(percentOf('25.00', '10')).toBe('2.50');
    expect(percentOf('33.33', '16')).toBe('5.33');
  });
});
