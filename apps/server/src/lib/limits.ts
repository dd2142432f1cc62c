/** The abuse limits, their defaults and how the environment overrides them (lib/rate-limiter.ts counts). */
export interface LimitRule {
  max: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The limits and their defaults, each overridable by `LIMIT_<NAME>=<count>/<window>`
 * (e.g. `LIMIT_SIGN_UP_IP=50/1h`). Defaults fit an on-sale where thousands of buyers share
 * a carrier's NAT address: what is per IP is generous, what is per account is tight.
 */
export const LIMIT_DEFAULTS = {
  /** Failed sign-ins from one IP (password spraying). */
  SIGN_IN_IP: { max: 100, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one IP before that pair is locked out (with backoff). */
  SIGN_IN_ACCOUNT_IP: { max: 5, windowMs: 15 * MINUTE },
  RECOVER_IP: { max: 10, windowMs: HOUR },
  /**
   * Recovery e-mails to one address asked from one IP; past it nothing is sent and the
   * answer is the usual 202, so no one elsewhere can use it up for the owner.
   */
  RECOVER_EMAIL: { max: 3, windowMs: HOUR },
  SIGN_UP_IP: { max: 20, windowMs: HOUR },
  ANONYMOUS_IP: { max: 300, windowMs: HOUR },
  /** Hold requests (take, release) per account. */
  HOLDS_ACCOUNT: { max: 60, windowMs: MINUTE },
  /** Coupon lookups per account (or per IP without a session). */
  COUPON_LOOKUP: { max: 30, windowMs: MINUTE },
  /** Scans per door device (the chequeador's account). */
  CHECKINS_DEVICE: { max: 240, windowMs: MINUTE },
  /**
   * Joins to an event's waiting room per address group (IPv4 address, IPv6 /64): slows a
   * script making sessions, never a family behind a carrier's address.
   */
  QUEUE_JOIN_IP: { max: 20, windowMs: MINUTE },
  /** Seat-map streams open at once from one IP (a count, not a rate: the window is unused). */
  SSE_IP: { max: 500, windowMs: 0 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_DEFAULTS;
export type Limits = Record<LimitName, LimitRule>;

/** `LIMIT_<NAME>=20/1h` → a rule; durations in s, m or h; a bare count for SSE_IP. */
export function parseLimit(value: string): LimitRule | null {
  if (/^\d+$/.test(value.trim())) return { max: Number(value), windowMs: 0 };
  const m = /^(\d+)\/(\d+)(s|m|h)$/.exec(value.trim());
  if (!m) return null;
  const unit = { s: SECOND, m: MINUTE, h: HOUR }[m[3] as 's' | 'm' | 'h'];
  return { max: Number(m[1]), windowMs: Number(m[2]) * unit };
}
