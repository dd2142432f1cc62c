import { describe, expect, it } from 'vitest';
import { decimalToCurrencyInput, formatCurrencyInput, parseCurrencyInput } from './currency';

describe('currency input (spec §5)', () => {
  it('shows 0,00 for an empty input', () => {
    expect(formatCurrencyInput('')).toBe('0,00');
    expect(parseCurrencyInput('')).toBe('0.00');
  });

  it('fills from the right like a cash register', () => {
    const shown: string[] = [];
    let value = formatCurrencyInput('');
    for (const key of '12345') {
      value = formatCurrencyInput(value + key);
      shown.push(value);
    }
    expect(shown).toEqual(['0,01', '0,12', '1,23', '12,34', '123,45']);
  });

  it('keeps only digits', () => {
    expect(formatCurrencyInput('abc1-2x3')).toBe('1,23');
    expect(formatCurrencyInput('Bs. 7')).toBe('0,07');
  });

  it('separates thousands with dots and decimals with a comma', () => {
    expect(formatCurrencyInput('123456789')).toBe('1.234.567,89');
    expect(formatCurrencyInput('100000')).toBe('1.000,00');
  });

  it('drops leading zeros and caps the length at 12 integer digits', () => {
    expect(formatCurrencyInput('000105')).toBe('1,05');
    expect(formatCurrencyInput('1234567890123456')).toBe('123.456.789.012,34');
  });

  it('a backspace removes the last digit', () => {
    expect(formatCurrencyInput('123,4')).toBe('12,34');
  });

  it('parses back to a dot-decimal string', () => {
    expect(parseCurrencyInput('1.234,56')).toBe('1234.56');
    expect(parseCurrencyInput('0,05')).toBe('0.05');
    expect(parseCurrencyInput('12.345.678,90')).toBe('12345678.90');
  });

  it('round-trips every formatted value', () => {
    for (const digits of ['1', '99', '100', '123456', '98765432101']) {
      const shown = formatCurrencyInput(digits);
      expect(formatCurrencyInput(parseCurrencyInput(shown))).toBe(shown);
    }
  });

  it('shows an API amount in the input format', () => {
    expect(decimalToCurrencyInput('5921.00')).toBe('5.921,00');
    expect(decimalToCurrencyInput('25.5')).toBe('25,50');
    expect(decimalToCurrencyInput('0')).toBe('0,00');
    expect(decimalToCurrencyInput('basura')).toBe('0,00');
  });
});
