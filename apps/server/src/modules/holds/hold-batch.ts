/**
 * Holds leave for the database in batches (decision 026). While a process has its batches
 * in the database, the holds that arrive wait here and go together in the next call of
 * `tickera_hold_batch` (db/functions/hold-batch.sql): one round trip, a few statements and
 * one commit for many buyers. A hold that arrives while nothing is waiting leaves at once
 * (after the I/O of the moment has been read), so a quiet server answers as before.
 *
 * The database decides every request as if it were alone, and requests that share a buyer
 * (for one event) or a seat are decided in the order they arrived: such a request waits while
 * an earlier one is in a batch in the database or waiting here, and everything after it that
 * shares a buyer or a seat with it waits too. So a batch never holds two requests of one
 * buyer, nor two requests naming one seat, and two batches in the database at once share
 * neither. Requests of anonymous sessions from one address group may share a batch or be in
 * two at once: the function counts the group's holds under a lock of its own (db/functions/hold-batch.sql).
 */
import type { Database } from '../../db/client';
import { pgErrorOf } from '../../lib/pg-errors';

/** Requests in one call at most: past this, a batch's locks are held longer than it saves. */
const MAX_BATCH = 64;
/**
 * A batch PostgreSQL chose as a deadlock's victim is sent again a moment later (it wrote
 * nothing; the moment lets the other transaction take the locks it was waiting for): the
 * payment-deadline job and membership changes lock the seats of one order after another,
 * not all in id order, and a batch that spans two such orders' seats can meet them.
 */
const DEADLOCK_TRIES = 3;
/**
 * Calls of one process in the database at once (the rest wait and join the next). 1 to 4
 * made no difference on the bench (BENCHMARKS.md): the server's own work per request is the
 * limit; two keep one batch filling while the other is in the database.
 */
const IN_FLIGHT = 2;
/** PostgreSQL's lock_not_available: the call's lock timeout (p_lock_timeout_ms) ended it. */
const LOCK_NOT_AVAILABLE = '55P03';

export interface HoldRequestForBatch {
  userId: string;
  eventId: string;
  seatIds: string[];
  /** The role's limit of live holds for the event. */
  limit: number;
  /** The public site: zones' web caps apply (not at the box office). */
  web: boolean;
  /**
   * An anonymous session's address group (lib/ip-group.ts): its holds for the event count
   * against the batcher's cap with the group's other anonymous holds. Null: signed in.
   */
  ipGroup?: string | null;
}

/**
 * The function's refusals (db/functions/hold-batch.sql says what each means; TK006, an
 * anonymous address group's cap), and BUSY: a lock the request needed stayed
 * taken past the call's lock timeout, so it was decided alone, waited again
 * and wrote nothing.
 */
export type HoldRefusalCode = 'TK001' | 'TK002' | 'TK003' | 'TK004' | 'TK005' | 'TK006' | 'BUSY';

export interface HeldSeat {
  seatId: string;
  until: Date | string;
}

export type HoldVerdict =
  { held: HeldSeat[] } | { refused: HoldRefusalCode; detail: string | null };

interface Waiting {
  request: HoldRequestForBatch;
  resolve(verdict: HoldVerdict): void;
  reject(err: unknown): void;
  /** Answered (and its buyer and seats no longer busy). */
  settled?: true;
}

const BUSY: HoldVerdict = { refused: 'BUSY', detail: null };

interface VerdictRow {
  r_index: number;
  r_code: string;
  r_detail: string | null;
  r_seat: string | null;
  r_until: Date | string | null;
}

const SQL = `select r_index, r_code, r_detail, r_seat, r_until
  from tickera_hold_batch($1::uuid[], $2::uuid[], $3::int[], $4::boolean[], $5::uuid[], $6::int[], $7::int, $8::int, $9::text[], $10::int)`;

export interface HoldBatchStats {
  batches: number;
  requests: number;
  largest: number;
  /** Calls sent again after PostgreSQL broke a deadlock with them. */
  deadlocks: number;
  /** Calls ended by the lock timeout (each sent again in halves, a lone request refused). */
  lockTimeouts: number;
}

export class HoldBatcher {
  private queue: Waiting[] = [];
  private running = 0;
  private scheduled = false;
  /** Buyers (user/event) and seats of the requests in the database now. */
  private readonly busyBuyers = new Map<string, number>();
  private readonly busySeats = new Map<string, number>();
  readonly stats: HoldBatchStats = {
    batches: 0,
    requests: 0,
    largest: 0,
    deadlocks: 0,
    lockTimeouts: 0,
  };

  constructor(
    private readonly database: Database,
    private readonly seconds: number,
    /** How long a call waits for a lock (HOLD_LOCK_TIMEOUT_MS). */
    private readonly lockTimeoutMs = 2000,
    /**
     * Live seats of one event that anonymous sessions of one address group may hold
     * together (HOLD_ANON_PER_IP); null: no cap.
     */
    private readonly anonPerIp: number | null = null,
  ) {}

  hold(request: HoldRequestForBatch): Promise<HoldVerdict> {
    // One case for every id, so that the clashes seen here are those PostgreSQL sees.
    const r = {
      ...request,
      userId: request.userId.toLowerCase(),
      eventId: request.eventId.toLowerCase(),
      seatIds: request.seatIds.map((id) => id.toLowerCase()),
    };
    // A seat named twice: refused as the function refuses it, and kept out of a batch
    // (which names each seat once).
    if (new Set(r.seatIds).size !== r.seatIds.length)
      return Promise.resolve({ refused: 'TK002', detail: null });
    return new Promise((resolve, reject) => {
      this.queue.push({ request: r, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= IN_FLIGHT || !this.queue.length) return;
    this.scheduled = true;
    // After the poll phase: every request read from the sockets meanwhile joins this batch.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < IN_FLIGHT && this.queue.length) {
        const batch = this.take();
        // Everything waiting shares a buyer or a seat with a batch in the database.
        if (!batch.length) break;
        void this.send(batch);
      }
    });
  }

  /**
   * The next batch, in order of arrival: a request that shares a buyer-for-an-event or a
   * seat with one in the database, one already taken or one left behind stays for later.
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    // Buyers and seats of the batches in the database, of this one, and of those left.
    const buyers = new Set(this.busyBuyers.keys());
    const seats = new Set(this.busySeats.keys());
    for (const [at, w] of this.queue.entries()) {
      if (batch.length >= MAX_BATCH) {
        left.push(...this.queue.slice(at));
        break;
      }
      const buyer = buyerOf(w.request);
      const clash = buyers.has(buyer) || w.request.seatIds.some((id) => seats.has(id));
      (clash ? left : batch).push(w);
      buyers.add(buyer);
      for (const id of w.request.seatIds) seats.add(id);
    }
    this.queue = left;
    return batch;
  }

  private mark(batch: Waiting[], by: 1 | -1): void {
    const count = (map: Map<string, number>, key: string) => {
      const n = (map.get(key) ?? 0) + by;
      if (n) map.set(key, n);
      else map.delete(key);
    };
    for (const w of batch) {
      count(this.busyBuyers, buyerOf(w.request));
      for (const id of w.request.seatIds) count(this.busySeats, id);
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    this.running += 1;
    this.mark(batch, 1);
    this.stats.batches += 1;
    this.stats.requests += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    let slotFree = false;
    const freeSlot = () => {
      if (slotFree) return;
      slotFree = true;
      this.running -= 1;
      this.schedule();
    };
    try {
      await this.decide(batch, freeSlot);
    } catch (err) {
      // A fault of ours: no request is left unanswered.
      this.settle(batch, (w) => w.reject(err));
    } finally {
      freeSlot();
    }
  }

  /**
   * One call for the batch, its verdicts handed out. A call the lock timeout ended wrote
   * nothing. Then the batch gives its slot back (new batches go on while it is decided) and
   * is decided in halves, both at once (they share no seat and no buyer): a half that goes
   * through is answered, a half that waited again is split again, until the request that
   * needs the taken lock is alone and refused as BUSY. When both halves wait again the lock
   * is on much more than one seat (a table, or seats all over the batch): every request left
   * is refused as BUSY rather than waiting once more for each split. So a call never has more
   * than two halves in the database.
   */
  private async decide(batch: Waiting[], freeSlot: () => void): Promise<void> {
    let pending = [batch];
    while (pending.length) {
      const waited = await Promise.all(pending.map((part) => this.attempt(part)));
      const again = pending.filter((_, i) => waited[i]);
      if (!again.length) return;
      this.stats.lockTimeouts += again.length;
      freeSlot();
      // Both halves of a split waited again.
      const broad = pending.length > 1 && again.length === pending.length;
      pending = [];
      for (const part of again) {
        if (broad || part.length === 1) this.settle(part, (w) => w.resolve(BUSY));
        else {
          const half = Math.ceil(part.length / 2);
          pending.push(part.slice(0, half), part.slice(half));
        }
      }
    }
  }

  /** One call for these requests, answered; true when the lock timeout ended it instead. */
  private async attempt(part: Waiting[]): Promise<boolean> {
    let rows: VerdictRow[];
    try {
      rows = await this.call(part.map((w) => w.request));
    } catch (err) {
      if (pgErrorOf(err)?.code === LOCK_NOT_AVAILABLE) return true;
      this.settle(part, (w) => w.reject(err));
      return false;
    }
    const verdicts: HoldVerdict[] = part.map(() => ({ held: [] }));
    for (const row of rows) {
      const i = row.r_index - 1;
      if (row.r_code === 'OK') {
        const v = verdicts[i];
        if ('held' in v) v.held.push({ seatId: row.r_seat!, until: row.r_until! });
      } else {
        verdicts[i] = { refused: row.r_code as HoldRefusalCode, detail: row.r_detail };
      }
    }
    this.settle(part, (w, i) => w.resolve(verdicts[i]));
    return false;
  }

  /**
   * Answers the requests of `part` not yet answered (`answer` gets each with its place in
   * `part`), and frees their buyers and seats for the requests waiting behind them.
   */
  private settle(part: Waiting[], answer: (w: Waiting, i: number) => void): void {
    const open: Waiting[] = [];
    part.forEach((w, i) => {
      if (w.settled) return;
      w.settled = true;
      open.push(w);
      answer(w, i);
    });
    this.mark(open, -1);
    this.schedule();
  }

  /** The function called once for these requests; a deadlock's victim is called again. */
  private async call(requests: HoldRequestForBatch[]): Promise<VerdictRow[]> {
    const params = [
      requests.map((r) => r.userId),
      requests.map((r) => r.eventId),
      requests.map((r) => r.limit),
      requests.map((r) => r.web),
      requests.flatMap((r) => r.seatIds),
      requests.flatMap((r, i) => r.seatIds.map(() => i + 1)),
      this.seconds,
      this.lockTimeoutMs,
      requests.map((r) => r.ipGroup ?? null),
      this.anonPerIp,
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.database.prepared<VerdictRow>('hold-batch', SQL, params);
      } catch (err) {
        if (attempt >= DEADLOCK_TRIES || pgErrorOf(err)?.code !== '40P01') throw err;
        this.stats.deadlocks += 1;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  }
}

const buyerOf = (r: HoldRequestForBatch) => `${r.userId}/${r.eventId}`;

const batchers = new WeakMap<Database, HoldBatcher>();

/** The batcher of this app's database (one per process and database). */
export function holdBatcher(
  database: Database,
  seconds: number,
  lockTimeoutMs?: number,
  anonPerIp?: number | null,
): HoldBatcher {
  let b = batchers.get(database);
  if (!b)
    batchers.set(database, (b = new HoldBatcher(database, seconds, lockTimeoutMs, anonPerIp)));
  return b;
}
