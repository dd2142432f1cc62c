import { describe, expect, it } from 'vitest';
import { normalizeVeMobile, settingsInputSchema } from './settings';

describe('normalizeVeMobile', () => {
  it.each([
    ['0414-1234567', '0414-1234567'],
    ['04141234567', '0414-1234567'],
    ['+58 414 123 4567', '0414-1234567'],
    ['58 (424) 123-4567', '0424-1234567'],
    ['0422 555 0000', '0422-5550000'],
  ])('reads %s as %s', (input, out) => expect(normalizeVeMobile(input)).toBe(out));

  it.each(['0212-5551234', '0414-123456', '+1 305 555 1234', 'cero cuatro', ''])(
    'refuses %s',
    (input) => expect(normalizeVeMobile(input)).toBeNull(),
  );
});

describe('settingsInputSchema', () => {
  const base = {
    name: 'Tickera C.A.',
    rif: 'j-50123456-7',
    supportEmail: 'soporte@tickera.test',
    supportWhatsApp: '0414-1234567',
    paymentDeadlineMinutes: 1440,
    paymentAccounts: [],
  };
  it('upper-cases the RIF', () => {
    expect(settingsInputSchema.parse(base).rif).toBe('J-50123456-7');
  });
  it.each(['J-5012345-7', 'X-50123456-7', 'J50123456'])('refuses the RIF %s', (rif) => {
    expect(settingsInputSchema.safeParse({ ...base, rif }).success).toBe(false);
  });
});
