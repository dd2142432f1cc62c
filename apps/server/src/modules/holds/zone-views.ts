/**
 * Best available needs to know which seats of a zone are free, for every request of an
 * on-sale. Reading a 5,000-seat zone from the database per request costs a probe of the
 * holds and sales of every seat; instead each process keeps a view of the zone's seats,
 * loaded once from the database and kept current by the seat feed (every process hears
 * every change). The view only chooses; the hold function still decides (a stale view
 * costs one refused hold and another pick, never a seat sold twice). Decision 017.
 */
import {
  compareRows,
  findBestSeats,
  type BestRow,
  type SeatAccess,
} from '@tickera/shared/best-seats';
import type { AppContext, SeatChange, SeatFeed } from '../../context';
import * as seating from '../seating/public';

/** A view is read again after this long, so a change the feed missed does not live on. */
const FRESH_MS = 30_000;
/**
 * A caller that found nothing in the view asks for a read (`reload`), unless the view's last
 * read answered this recently: at the end of a sell-out every request finds nothing, and a read of
 * 5,000 seats for each (the last 1 % of a 50,000-seat sale took 13–21 s of such reads,
 * BENCHMARKS.md) left them seconds in line. Decision 056.
 */
export const RELOAD_AFTER_MS = 1_000;
/** An event nobody has asked about for this long is forgotten (and its feed dropped). */
const IDLE_MS = 10 * 60_000;

interface ViewSeat {
  id: string;
  row: string;
  index: number;
  access: SeatAccess;
  /**
   * A chair of a table sold whole: never picked, whatever the feed says of it (a released
   * table's chairs are heard as available like any other seat).
   */
  wholeTable: boolean;
  /** Position in the view's flags. */
  at: number;
}

export class ZoneView {
  readonly rows: BestRow<ViewSeat>[];
  /** 1 = free in the database as last heard. */
  private free: Uint8Array;
  /** 1 = picked by a request of this process whose hold has not answered yet. */
  private readonly inFlight: Uint8Array;
  /** Blocks picked whose holds have not answered, and requests waiting for some of them. */
  private readonly flying = new Set<ViewSeat[]>();
  private waiting: { blocks: Set<ViewSeat[]>; wake: () => void }[] = [];
  private readonly byId = new Map<string, ViewSeat>();
  /** A general-admission zone: a request takes the first free places, together or not. */
  readonly general: boolean;
  /**
   * When the read this view holds answered (changes heard since it began are applied to it).
   * A read's end, not its start: under load a read of 5,000 seats took seconds, and counted
   * from its start it would be stale on arrival and start the next one at once.
   */
  loadedAt = Date.now();

  constructor(seats: seating.ZoneSeat[]) {
    this.general = seats.some((s) => s.general);
    const rows = new Map<string, ViewSeat[]>();
    this.free = new Uint8Array(seats.length);
    this.inFlight = new Uint8Array(seats.length);
    seats.forEach((s, at) => {
      const seat = {
        id: s.id,
        row: s.row,
        index: s.index,
        access: s.access,
        wholeTable: s.wholeTable,
        at,
      };
      this.byId.set(s.id, seat);
      this.free[at] = s.free ? 1 : 0;
      const row = rows.get(s.row);
      if (row) row.push(seat);
      else rows.set(s.row, [seat]);
    });
    this.rows = [...rows]
      .map(([label, rowSeats]) => ({ label, seats: rowSeats.sort((a, b) => a.index - b.index) }))
      .sort((a, b) => compareRows(a.label, b.label));
  }

  get size(): number {
    return this.free.length;
  }

  /** Takes the statuses of a fresh read; picks still in flight stay out of reach. */
  refresh(seats: seating.ZoneSeat[]): void {
    const free = new Uint8Array(this.free.length);
    for (const s of seats) {
      const seat = this.byId.get(s.id);
      if (seat) free[seat.at] = s.free ? 1 : 0;
    }
    this.free = free;
    this.loadedAt = Date.now();
  }

  apply(changes: SeatChange[]): void {
    for (const c of changes) {
      const seat = this.byId.get(c.seatId);
      if (seat) this.free[seat.at] = c.status === 'available' ? 1 : 0;
    }
  }

  markTaken(seatIds: string[]): void {
    for (const id of seatIds) {
      const seat = this.byId.get(id);
      if (seat) this.free[seat.at] = 0;
    }
  }

  /**
   * The best block among the seats free now (packages/shared/src/best-seats.ts), set aside
   * until `settle`: two requests of this process never get the same seats. Accessible and
   * companion seats go only to an `accessible` request, as a pair.
   */
  pick(count: number, accessible = false): ViewSeat[] | null {
    const block =
      this.general && !accessible ? this.firstFree(count) : this.bestBlock(count, accessible);
    for (const s of block ?? []) this.inFlight[s.at] = 1;
    if (block) this.flying.add(block);
    return block;
  }

  /** Whether seats of this zone are in holds of this process that have not answered yet. */
  get picking(): boolean {
    return this.flying.size > 0;
  }

  /**
   * Resolves when one of the holds in flight now is refused (its seats may be free again, or
   * taken by another process), or when all of them have answered; holds picked after it was
   * asked neither wake it nor are waited for.
   */
  settledNow(): Promise<void> {
    if (!this.flying.size) return Promise.resolve();
    return new Promise((wake) => this.waiting.push({ blocks: new Set(this.flying), wake }));
  }

  private isFree(s: ViewSeat): boolean {
    return this.free[s.at] === 1 && this.inFlight[s.at] === 0 && !s.wholeTable;
  }

  /** General admission: the lowest-numbered free places, or null when fewer are left. */
  private firstFree(count: number): ViewSeat[] | null {
    const found: ViewSeat[] = [];
    for (const row of this.rows)
      for (const s of row.seats) {
        if (!this.isFree(s)) continue;
        if (found.push(s) === count) return found;
      }
    return null;
  }

  private bestBlock(count: number, accessible: boolean): ViewSeat[] | null {
    return findBestSeats(
      this.rows,
      count,
      (s) => s.index,
      (s) => this.isFree(s),
      (s) => s.access,
      { rowsInOrder: true, accessible },
    );
  }

  /** The hold answered: taken seats are no longer free; refused ones go back to what we knew. */
  settle(block: ViewSeat[], taken: boolean): void {
    for (const s of block) {
      this.inFlight[s.at] = 0;
      if (taken) this.free[s.at] = 0;
    }
    this.flying.delete(block);
    this.waiting = this.waiting.filter((w) => {
      // Only the holds in flight when the request asked are its business.
      if (!w.blocks.delete(block) || (taken && w.blocks.size)) return true;
      w.wake();
      return false;
    });
  }
}

interface EventViews {
  zones: Map<string, Promise<ZoneView | null>>;
  unsubscribe: () => void;
  usedAt: number;
}

/** Zone reads not answered yet. */
const reading = new WeakSet<Promise<ZoneView | null>>();

/** Views per seat feed (one per app): tests build several apps in one process. */
const byFeed = new WeakMap<SeatFeed, Map<string, EventViews>>();

function eventViews(ctx: AppContext, eventId: string): EventViews {
  let events = byFeed.get(ctx.seatFeed);
  if (!events) byFeed.set(ctx.seatFeed, (events = new Map()));
  const now = Date.now();
  for (const [id, e] of events) {
    if (now - e.usedAt > IDLE_MS) {
      e.unsubscribe();
      events.delete(id);
    }
  }
  let views = events.get(eventId);
  if (!views) {
    const zones = new Map<string, Promise<ZoneView | null>>();
    // Subscribed before any read: a change committed while a zone loads is applied after it.
    const unsubscribe = ctx.seatFeed.subscribe(eventId, (changes) => {
      for (const view of zones.values()) void view.then((v) => v?.apply(changes));
    });
    events.set(eventId, (views = { zones, unsubscribe, usedAt: now }));
  }
  views.usedAt = now;
  return views;
}

/**
 * The zone's view (null when the event has no such zone), read from the database when
 * new, older than FRESH_MS, or older than RELOAD_AFTER_MS when `reload` says the caller
 * found nothing in it.
 */
export async function zoneView(
  ctx: AppContext,
  eventId: string,
  zoneId: string,
  reload = false,
): Promise<ZoneView | null> {
  const { zones } = eventViews(ctx, eventId);
  const known = zones.get(zoneId);
  // A read still under way when this request asked is as fresh as one it would start: at the
  // end of a sell-out every buyer of a full zone asks for one, and they share it.
  if (known && reading.has(known)) return known;
  const view = known ? await known : undefined;
  if (view && Date.now() - view.loadedAt < (reload ? RELOAD_AFTER_MS : FRESH_MS)) return view;
  const loading = seating.zoneSeatsForBest(ctx.db, eventId, zoneId).then((seats) => {
    if (view && seats.length === view.size) {
      view.refresh(seats);
      return view;
    }
    return seats.length ? new ZoneView(seats) : null;
  });
  zones.set(zoneId, loading);
  reading.add(loading);
  loading.catch(() => zones.delete(zoneId)).finally(() => reading.delete(loading));
  return loading;
}
