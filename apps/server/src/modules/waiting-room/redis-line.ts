/**
 * The line in Redis when REDIS_URL is set (decision 040): places and admissions written
 * there after PostgreSQL commits them, so every process answers statuses from one shared
 * copy instead of each reading every place from PostgreSQL. PostgreSQL stays the record:
 * whatever Redis lacks, or holds from another draw, is read from PostgreSQL and written
 * back (line.ts), so a flushed, restarted or unreachable Redis costs reads, never a place.
 *
 * Per event: `<event>:places`, a hash user → "arrival,place,draw" (place empty before the
 * draw; draw = the drawnAt in ms of the draw the place belongs to, 0 before it), and
 * `<event>:admissions`, a sorted set scored by `upTo` of "id,from,upTo,at,passExpiresAt".
 */
import type { Redis } from 'ioredis';
import { boundedRedis } from '../../lib/redis';
import type { AdmissionRow } from './repo';

/** Keys live this long after their last write: an on-sale is over long before. */
const TTL_SECONDS = 2 * 24 * 3600;
const CHUNK = 5000;

export interface MirroredPlace {
  joinNo: number;
  position: number | null;
  /** drawnAt (ms) of the draw this place was written under; 0 before any draw. */
  draw: number;
}

/** An admission and the place it let in from (exclusive): the chain must have no gap. */
export interface MirroredAdmission extends AdmissionRow {
  from: number;
}

const encodePlace = (p: MirroredPlace) => `${p.joinNo},${p.position ?? ''},${p.draw}`;

function decodePlace(value: string): MirroredPlace {
  const [joinNo, position, draw] = value.split(',');
  return {
    joinNo: Number(joinNo),
    position: position ? Number(position) : null,
    draw: Number(draw),
  };
}

const encodeAdmission = (a: MirroredAdmission) =>
  `${a.id},${a.from},${a.upTo},${a.at.getTime()},${a.passExpiresAt.getTime()}`;

function decodeAdmission(value: string): MirroredAdmission {
  const [id, from, upTo, at, pass] = value.split(',').map(Number);
  return { id, from, upTo, at: new Date(at), passExpiresAt: new Date(pass) };
}

export class RedisLine {
  private readonly redis: Redis;

  /** `onError`: where a lost connection is told (the reads and writes fall back meanwhile). */
  constructor(url: string, onError: (err: unknown) => void, prefix = 'tickera:queue:') {
    // Bounded: a Redis that does not answer sends the caller to PostgreSQL within a second.
    this.redis = boundedRedis(url, prefix, onError);
  }

  /** A new place: never overwrites (a late write of a join must not undo the draw's). */
  async addPlace(eventId: string, userId: string, place: MirroredPlace): Promise<void> {
    const key = `${eventId}:places`;
    await this.redis
      .multi()
      .hsetnx(key, userId, encodePlace(place))
      .expire(key, TTL_SECONDS)
      .exec();
  }

  /** Places written as PostgreSQL has them (the draw's, or a repair). */
  async setPlaces(
    eventId: string,
    places: { userId: string; place: MirroredPlace }[],
  ): Promise<void> {
    const key = `${eventId}:places`;
    for (let i = 0; i < places.length; i += CHUNK) {
      const fields: string[] = [];
      for (const p of places.slice(i, i + CHUNK)) fields.push(p.userId, encodePlace(p.place));
      await this.redis
        .multi()
        .hset(key, ...fields)
        .expire(key, TTL_SECONDS)
        .exec();
    }
  }

  async place(eventId: string, userId: string): Promise<MirroredPlace | undefined> {
    const value = await this.redis.hget(`${eventId}:places`, userId);
    return value === null ? undefined : decodePlace(value);
  }

  async addAdmissions(eventId: string, admissions: MirroredAdmission[]): Promise<void> {
    if (!admissions.length) return;
    const key = `${eventId}:admissions`;
    const members = admissions.flatMap((a) => [a.upTo, encodeAdmission(a)]);
    await this.redis
      .multi()
      .zadd(key, ...members)
      .expire(key, TTL_SECONDS)
      .exec();
  }

  /** Admissions past place `after`, in order (the caller checks the chain is whole). */
  async admissionsAfter(eventId: string, after: number): Promise<MirroredAdmission[]> {
    const found = await this.redis.zrangebyscore(`${eventId}:admissions`, `(${after}`, '+inf');
    return found.map(decodeAdmission);
  }

  /** The draw was undone (the opening moved later): nothing mirrored of it stays. */
  async clear(eventId: string): Promise<void> {
    await this.redis.del(`${eventId}:places`, `${eventId}:admissions`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
