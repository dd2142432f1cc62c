/**
 * What one process knows of each event's line (decision 034): the room's row, every place
 * (user → arrival number and place) and the admissions, refreshed from PostgreSQL at most
 * once a second and only by what is new (places past the last arrival number, admissions
 * past the last id). Status answers and the holds gate read this, never the database,
 * except for a place not seen yet (one primary-key read).
 *
 * With REDIS_URL (decision 040) places and admissions come from Redis instead: a place not
 * seen yet is one HGET, and no process reads the whole line from PostgreSQL. What Redis
 * lacks or holds from another draw is read from PostgreSQL and written back.
 */
import type { Tx } from '../../db/client';
import type { RedisLine } from './redis-line';
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
  /** drawnAt (ms) of the draw this copy holds; 0 before the draw. */
  private drawTag = 0;
  /** Bumped when the copy is thrown away: a read begun before that is not kept. */
  private generation = 0;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    readonly eventId: string,
    private readonly mirror?: RedisLine,
  ) {}

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
    if (this.isFresh()) return this;
    this.loading ??= this.refresh(db).finally(() => (this.loading = undefined));
    await this.loading;
    return this;
  }

  /** Read within the last REFRESH_MS: an answer may come from the copy as it is. */
  isFresh(now = Date.now()): boolean {
    return now - this.loadedAt < REFRESH_MS;
  }

  /** The next answer reads the database again (after a write in this process). */
  stale(): void {
    this.loadedAt = 0;
  }

  private async refresh(db: Tx): Promise<void> {
    const started = Date.now();
    const room = await repo.findRoom(db, this.eventId);
    const tag = room?.drawnAt?.getTime() ?? 0;
    // The draw undone or drawn again (the opening moved later): the copy starts over.
    if (this.drawTag && tag !== this.drawTag) this.reset();
    if (this.mirror) await this.refreshFromRedis(db, this.mirror, room, tag);
    else await this.refreshFromPostgres(db, room);
    this.drawTag = tag;
    this.room = room;
    this.loadedAt = started;
  }

  private reset(): void {
    this.places.clear();
    this.admissions.length = 0;
    this.lastJoinNo = 0;
    this.drawLoaded = false;
    this.generation += 1;
  }

  private async refreshFromPostgres(db: Tx, room: repo.RoomRow | undefined): Promise<void> {
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
  }

  /**
   * Places are read one by one when asked (place()); at the draw the undrawn ones kept here
   * are dropped, to be read again. Admissions come from Redis when its chain reaches the
   * room's count, else from PostgreSQL (and are written back).
   */
  private async refreshFromRedis(
    db: Tx,
    mirror: RedisLine,
    room: repo.RoomRow | undefined,
    tag: number,
  ): Promise<void> {
    if (tag !== this.drawTag)
      for (const [userId, p] of this.places) if (p.position === null) this.places.delete(userId);
    if (!room || room.admitted <= this.admitted) return;
    let upTo = this.admitted;
    const chain: repo.AdmissionRow[] = [];
    for (const a of await mirror.admissionsAfter(this.eventId, upTo).catch(() => [])) {
      if (a.from !== upTo) break;
      chain.push(a);
      upTo = a.upTo;
    }
    if (upTo >= room.admitted) {
      this.admissions.push(...chain);
      return;
    }
    const lastId = this.admissions.at(-1)?.id ?? 0;
    const read = await repo.admissionsSince(db, this.eventId, lastId);
    let from = this.admitted;
    const repaired = read.map((a) => {
      const withFrom = { ...a, from };
      from = a.upTo;
      return withFrom;
    });
    this.admissions.push(...read);
    await mirror.addAdmissions(this.eventId, repaired).catch(() => undefined);
  }

  /**
   * A place this process has not read yet (joined a moment ago, maybe elsewhere): from
   * Redis when it holds it under this copy's draw, else from PostgreSQL (written back).
   */
  async place(db: Tx, userId: string): Promise<Place | undefined> {
    const known = this.places.get(userId);
    if (known) return known;
    const generation = this.generation;
    const tag = this.drawTag;
    const mirrored = await this.mirror?.place(this.eventId, userId).catch(() => undefined);
    let place: Place;
    if (mirrored && mirrored.draw === tag)
      place = { joinNo: mirrored.joinNo, position: mirrored.position };
    else {
      const row = await repo.findPlace(db, this.eventId, userId);
      if (!row) return undefined;
      place = { joinNo: row.joinNo, position: row.position };
      // Written back only when it belongs to the draw this copy knows of.
      if (this.mirror && (row.position === null) === (tag === 0))
        await this.mirror
          .setPlaces(this.eventId, [{ userId, place: { ...place, draw: tag } }])
          .catch(() => undefined);
    }
    // Not kept when the copy started over meanwhile, nor undrawn in a drawn line.
    if (generation === this.generation && !(place.position === null && this.room?.drawnAt))
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

  constructor(
    private readonly capacity = 10_000,
    private readonly mirror?: RedisLine,
  ) {}

  /**
   * An id's line, made on first use. Ids are keyed lower-case: the routes accept a UUID in
   * any case and PostgreSQL finds the event either way, so each spelling would otherwise be a
   * line of its own, with every place loaded again.
   */
  get(anyCaseId: string): EventLine {
    const eventId = anyCaseId.toLowerCase();
    let line = this.lines.get(eventId);
    if (!line) {
      line = new EventLine(eventId, this.mirror);
      this.lines.set(eventId, line);
      // Bounded: the oldest line asked about goes first (asked again, it is read again).
      if (this.lines.size > this.capacity)
        this.lines.delete(this.lines.keys().next().value as string);
    }
    return line;
  }

  /** The line if this process holds it, without making one (the polls' lane asks any id). */
  peek(eventId: string): EventLine | undefined {
    return this.lines.get(eventId.toLowerCase());
  }

  forget(eventId: string): void {
    this.lines.delete(eventId.toLowerCase());
  }

  /** Lines held (for the memory figure in bench/). */
  get size(): number {
    return this.lines.size;
  }
}
