/**
 * What one process knows of each event's line (decision 034): the room's row, every place
 * (user → arrival number and place) and the admissions, refreshed from PostgreSQL at most
 * once a second and only by what is new (places past the last arrival number, admissions
 * past the last id). Status answers and the holds gate read this, never the database,
 * except for a place not seen yet (one primary-key read).
 */
import type { Tx } from '../../db/client';
import * as repo from './repo';

export const REFRESH_MS = 1000;

interface Place {
  joinNo: number;
  position: number | null;
}

export class EventLine {
  room: repo.RoomRow | undefined;
  readonly places = new Map<string, Place>();
  /** Admissions in order (their upTo grows). */
  readonly admissions: repo.AdmissionRow[] = [];
  /** The room's public answer of the current second, as JSON text. */
  roomJson: { second: number; room: repo.RoomRow | undefined; json: string } | undefined;
  /** The event exists (checked once when it has no room). */
  eventKnown = false;
  private lastJoinNo = 0;
  private drawLoaded = false;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(readonly eventId: string) {}

  /** Places 1..admitted have been let in (as far as this process has read). */
  get admitted(): number {
    return this.admissions.at(-1)?.upTo ?? 0;
  }

  /** People in line (every place taken). */
  get joined(): number {
    return Math.max(this.room?.joined ?? 0, this.lastJoinNo);
  }

  /** Fresh enough for an answer; one refresh at a time, shared by every caller. */
  async fresh(db: Tx): Promise<this> {
    if (Date.now() - this.loadedAt < REFRESH_MS) return this;
    this.loading ??= this.refresh(db).finally(() => (this.loading = undefined));
    await this.loading;
    return this;
  }

  /** The next answer reads the database again (after a write in this process). */
  stale(): void {
    this.loadedAt = 0;
  }

  private async refresh(db: Tx): Promise<void> {
    const started = Date.now();
    const room = await repo.findRoom(db, this.eventId);
    if (room && room.joined > this.lastJoinNo) {
      for (const p of await repo.placesSince(db, this.eventId, this.lastJoinNo)) {
        this.places.set(p.userId, { joinNo: p.joinNo, position: p.position });
        this.lastJoinNo = Math.max(this.lastJoinNo, p.joinNo);
      }
    }
    if (room?.drawnAt && !this.drawLoaded) {
      for (const p of await repo.drawnPlaces(db, this.eventId, room.drawnCount)) {
        const known = this.places.get(p.userId);
        if (known) known.position = p.position;
        else this.places.set(p.userId, { joinNo: p.joinNo, position: p.position });
      }
      this.drawLoaded = true;
    }
    if (room && room.admitted > this.admitted) {
      const lastId = this.admissions.at(-1)?.id ?? 0;
      this.admissions.push(...(await repo.admissionsSince(db, this.eventId, lastId)));
    }
    this.room = room;
    this.loadedAt = started;
  }

  /** A place this process has not read yet (joined a moment ago, maybe elsewhere). */
  async place(db: Tx, userId: string): Promise<Place | undefined> {
    const known = this.places.get(userId);
    if (known) return known;
    const row = await repo.findPlace(db, this.eventId, userId);
    if (!row) return undefined;
    const place = { joinNo: row.joinNo, position: row.position };
    this.places.set(userId, place);
    return place;
  }

  /** The admission that let `position` in (binary search on upTo). */
  admissionOf(position: number): repo.AdmissionRow | undefined {
    const a = this.admissions;
    let lo = 0;
    let hi = a.length - 1;
    let found: repo.AdmissionRow | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (a[mid].upTo >= position) {
        found = a[mid];
        hi = mid - 1;
      } else lo = mid + 1;
    }
    return found;
  }
}

/** Every event's line this process has been asked about. */
export class Lines {
  private readonly lines = new Map<string, EventLine>();

  constructor(private readonly capacity = 10_000) {}

  get(eventId: string): EventLine {
    let line = this.lines.get(eventId);
    if (!line) {
      line = new EventLine(eventId);
      this.lines.set(eventId, line);
      // Bounded: the oldest line asked about goes first (asked again, it is read again).
      if (this.lines.size > this.capacity)
        this.lines.delete(this.lines.keys().next().value as string);
    }
    return line;
  }

  forget(eventId: string): void {
    this.lines.delete(eventId);
  }

  /** Lines held (for the memory figure in bench/). */
  get size(): number {
    return this.lines.size;
  }
}
