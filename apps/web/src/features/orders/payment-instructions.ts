/**
 * Spec §9: "A bank-transfer details block and support contact (e-mail and WhatsApp) are
 * fixed constants; values omitted." These are Tickera's demo values.
 */
export const PAYEE = {
  company: 'Tickera C.A.',
  rif: 'J-50123456-7',
  bank: '0102 - Banco de Venezuela',
  account: '0102-0123-45-0000123456',
  mobilePhone: '0414-1234567',
  supportEmail: 'soporte@tickera.test',
  supportWhatsApp: '+58 414-1234567',
} as const;
