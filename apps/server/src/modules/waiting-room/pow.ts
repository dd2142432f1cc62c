/**
 * The join's proof of work (decision 034): a signed challenge names the event, the session
 * and its expiry; the browser finds a nonce such that SHA-256(challenge + nonce) starts
 * with `bits` zero bits (about a second on a mid-range phone at 16). Stateless: any process
 * checks any other's challenge with the shared server secret.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { leadingZeroBits } from '@tickera/shared/schemas/waiting-room';

const TTL_MS = 10 * 60_000;

export class ProofOfWork {
  private readonly key: Buffer;

  constructor(
    secret: string,
    readonly bits: number,
  ) {
    this.key = createHmac('sha256', secret).update('tickera waiting-room proof of work').digest();
  }

  private sign(body: string) {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  challenge(eventId: string, userId: string, now = Date.now()): string {
    const body = `${eventId}.${userId}.${now + TTL_MS}.${this.bits}`;
    return `${body}.${this.sign(body)}`;
  }

  /** True when the challenge is this server's, for this event and session, live, and solved. */
  verify(eventId: string, userId: string, challenge: string, nonce: string, now = Date.now()) {
    const parts = challenge.split('.');
    if (parts.length !== 5) return false;
    const [ev, user, expires, bits, mac] = parts;
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (ev !== eventId || user !== userId || Number(expires) < now) return false;
    if (Number(bits) < this.bits) return false;
    const digest = createHash('sha256')
      .update(challenge + nonce)
      .digest();
    return leadingZeroBits(digest, Number(bits));
  }
}

/** Finds a nonce for `challenge` (tests and the bench; the browser does it with WebCrypto). */
export function solve(challenge: string, bits: number): string {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(challenge + nonce)
          .digest(),
        bits,
      )
    )
      return nonce;
  }
}
