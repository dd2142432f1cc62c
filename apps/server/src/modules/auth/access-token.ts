/** Short-lived JWT access tokens (HS256 with `exp`); the role is re-read from the database per request. */
import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@tickera/shared/constants';
import type { AccessClaims, TokenSigner } from '../../context';
import { AppError } from '../../errors';

export type { AccessClaims, TokenSigner };

/**
 * Verified tokens remembered (oldest forgotten first). A waiting crowd polls with one token
 * each: a bound below the crowd forgets every token before its next poll, and every poll then
 * pays a signature check. About 0.4 KB an entry (the token, its claims): 80 MB at the bound.
 */
const MAX_VERIFIED = 200_000;

export function createTokenSigner(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_S): TokenSigner {
  // Imported once: handing jose the raw bytes would import a CryptoKey on every request.
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const known = (token: string) => {
    const seen = verified.get(token);
    return seen && seen.exp > Date.now() ? seen.claims : undefined;
  };
  return {
    async sign(claims) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({
        role: claims.role,
        anon: claims.anon,
        ...(claims.sid ? { sid: claims.sid } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('tickera')
        .sign(await keyReady);
      return { token, expiresAt };
    },
    known,
    async verify(token) {
      // A token's verdict never changes before it expires: checked once, then remembered.
      const claims = known(token);
      if (claims) return claims;
      try {
        const { payload } = await jwtVerify(token, await keyReady, {
          algorithms: ['HS256'],
          issuer: 'tickera',
        });
        if (typeof payload.sub !== 'string') throw new AppError('UNAUTHORIZED');
        const claims: AccessClaims = {
          sub: payload.sub,
          role: String(payload.role),
          anon: payload.anon === true,
          ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: (payload.exp ?? 0) * 1000 });
        return claims;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}
