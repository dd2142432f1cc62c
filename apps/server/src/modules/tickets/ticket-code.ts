/**
 * Signed ticket codes (packages/shared/src/ticket-code.ts has the format). The signature is
 * an HMAC-SHA256 of the random part with a server key: a forged or altered code is refused
 * by arithmetic, before the database is asked (docs/decisions/014-door-check-in.md).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TICKET_CODE_ALPHABET,
  TICKET_CODE_MAC_CHARS,
  TICKET_CODE_RANDOM_CHARS,
  looksLikeTicketCode,
} from '@tickera/shared/ticket-code';
import type { TicketCodes } from '../../context';

/** 5 bits a character, most significant first. */
function base32(bytes: Uint8Array, chars: number): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += TICKET_CODE_ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}

/**
 * TICKET_SECRET when set; otherwise a key derived from the server secret, so processes that
 * share JWT_SECRET share the ticket key without a second setting.
 */
export function createTicketCodes(secret: string): TicketCodes {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tickera', 'ticket-code/v1', 32));
  const signature = (body: string) =>
    base32(createHmac('sha256', key).update(body).digest(), TICKET_CODE_MAC_CHARS);
  return {
    issue() {
      // 256 is a multiple of 32: each byte's low 5 bits are uniform.
      const random = Array.from(
        randomBytes(TICKET_CODE_RANDOM_CHARS),
        (b) => TICKET_CODE_ALPHABET[b & 31],
      ).join('');
      const body = `TK${random}`;
      return body + signature(body);
    },
    isAuthentic(code) {
      if (!looksLikeTicketCode(code)) return false;
      const body = code.slice(0, 2 + TICKET_CODE_RANDOM_CHARS);
      const given = Buffer.from(code.slice(body.length));
      const expected = Buffer.from(signature(body));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
