/**
 * The waiting room's proof of work, apart from its schemas: the public pages check it and
 * should not carry zod for it (issue 28, docs/decisions/046).
 */

/** True when `digest` starts with `bits` zero bits. */
export function leadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let left = bits;
  for (const byte of digest) {
    if (left <= 0) return true;
    if (left >= 8) {
      if (byte !== 0) return false;
      left -= 8;
    } else return byte >> (8 - left) === 0;
  }
  return left <= 0;
}
