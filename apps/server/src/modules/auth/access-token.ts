/** Short-lived JWT access tokens (HS256 with `exp`); the role is re-read from the database per request. */
import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@tickera/shared/constants';
import type { AccessClaims, TokenSigner } from '../../context';
import { AppError } from '../../errors';

export type { AccessClaims, TokenSigner };

export function createTokenSigner(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_S): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ role: claims.role, anon: claims.anon })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setIssuer('tickera')
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: 'tickera',
        });
        if (typeof payload.sub !== 'string') throw new AppError('UNAUTHORIZED');
        return { sub: payload.sub, role: String(payload.role), anon: payload.anon === true };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}
