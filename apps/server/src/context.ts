/** What every module needs, built once per app instance (main or a test). */
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { RateLimiter } from './lib/rate-limiter';
import type { Mailer } from './modules/mail/mailer';
import type { TokenSigner } from './modules/auth/access-token';
import type { SeatFeed } from './modules/realtime/seat-feed';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jwt: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  seatFeed: SeatFeed;
}
