/**
 * What every module needs, built once per app instance (main or a test) in app.ts. The
 * services the modules share are described here by what they do; the modules that
 * implement them (mail/mailer, auth/access-token, realtime/seat-feed) import these
 * interfaces, so this file depends on nothing above the database.
 */
import type { SeatStatus } from '@tickera/shared/schemas/events';
import type { Config } from './config';
import type { Database, Db, Tx } from './db/client';
import type { OutgoingMail } from './lib/mail';
import type { RateLimiter } from './lib/rate-limiter';

/** The mail outbox's delivery (SMTP or .eml files). */
export interface Mailer {
  /** Queues a message in the caller's transaction: it leaves only if that commits. */
  enqueue(db: Tx, mail: OutgoingMail): Promise<string>;
  /** Several messages in the caller's transaction, in one insert. */
  enqueueAll(db: Tx, mails: OutgoingMail[]): Promise<string[]>;
  /** Asks for a delivery run soon (after a commit that queued mail). */
  kick(): void;
  /** Delivers what is due now; resolves when done. Returns how many were sent. */
  deliverDue(): Promise<number>;
  /** No new runs; resolves once the run under way (if any) has finished. */
  close(): Promise<void>;
}

export interface AccessClaims {
  sub: string;
  role: string;
  anon: boolean;
  /** The session (refresh-token family) the token was issued for: it dies with the session. */
  sid?: string;
}

/** Short-lived access tokens. */
export interface TokenSigner {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<AccessClaims>;
  /** The claims of a token already verified and not expired, without waiting; else undefined. */
  known(token: string): AccessClaims | undefined;
}

export interface SeatChange {
  seatId: string;
  status: Exclude<SeatStatus, 'mine'>;
}

/** Seat status changes of every process, for the SSE streams of this one. */
export interface SeatFeed {
  subscribe(eventId: string, listener: (changes: SeatChange[]) => void): () => void;
  /** Changes already committed, sent to every process within a moment (batched). */
  publish(eventId: string, changes: SeatChange[]): void;
  stop(): Promise<void>;
}

/** Signed ticket codes (modules/tickets/ticket-code). */
export interface TicketCodes {
  /** A new code: 100 random bits and an 80-bit signature. */
  issue(): string;
  /** True when the code is well formed and its signature is this server's. */
  isAuthentic(code: string): boolean;
}

/** The user behind a token, or why it was refused, as looked up a moment ago. */
export type CachedSession =
  | { id: string; role: string; isAnonymous: boolean; email: string | null }
  | { refused: 'UNAUTHORIZED' | 'USER_INACTIVE' };

/** Users looked up for bearer tokens, trusted for a moment (modules/auth/session-cache). */
export interface SessionCache {
  get(key: string): CachedSession | undefined;
  /**
   * True once for an entry in use past its renewal point: the caller, answered from the
   * entry, reads the row again in the background and `set`s it.
   */
  due(key: string): boolean;
  /** `readAt`: when the read of the users row began (Date.now()). */
  set(key: string, value: CachedSession, readAt: number): void;
  /**
   * After a change to the user's role, state or sessions (committed): the next request looks
   * again, in this process and, once the announcement arrives, in every other.
   */
  forget(userId: string): Promise<void>;
  /** Stops hearing the other processes. */
  stop(): Promise<void>;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jwt: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  seatFeed: SeatFeed;
  ticketCodes: TicketCodes;
  sessions: SessionCache;
}
