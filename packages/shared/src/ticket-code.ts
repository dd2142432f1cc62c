/**
 * The QR payload of a ticket: "TK" + 20 random + 16 signature characters of Crockford
 * base32 (digits and capitals without I, L, O, U). Only letters and digits, so a USB or
 * Bluetooth scanner typing it as a keyboard (any layout, caps lock on or off) sends it
 * unchanged; the server checks the signature before it looks anything up.
 */
export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_RANDOM_CHARS = 20;
export const TICKET_CODE_MAC_CHARS = 16;
export const TICKET_CODE_PATTERN = /^TK[0-9A-HJKMNP-TV-Z]{36}$/;

/**
 * What a person or a scanner typed, as the code it stands for: spaces and dashes out,
 * capitals, and the letters people confuse with digits (O, I, L) read as 0 and 1.
 */
export function normalizeTicketCode(raw: string): string {
  // A camera's misread can carry control characters; no code has any, and the API refuses them.
  // eslint-disable-next-line no-control-regex
  const compact = raw.replace(/[\s\u0000-\u001f\u007f-\u009f-]+/g, '').toUpperCase();
  if (!compact.startsWith('TK')) return compact;
  return `TK${compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1')}`;
}

export function looksLikeTicketCode(code: string): boolean {
  return TICKET_CODE_PATTERN.test(code);
}
