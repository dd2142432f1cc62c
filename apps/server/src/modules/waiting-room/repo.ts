/** SQL of the waiting room's tables (waiting_rooms, queue_places, queue_admissions). */
import { and, eq, gt, isNotNull, asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queueAdmissions, queuePlaces, waitingRooms } from '../../db/schema/waiting-room';
import { rows } from '../../lib/sql';

export type RoomRow = typeof waitingRooms.$inferSelect;
export type AdmissionRow = { id: number; upTo: number; at: Date; passExpiresAt: Date };
export interface PlaceRow {
  userId: string;
  joinNo: number;
  position: number | null;
}

const placeColumns = {
  userId: queuePlaces.userId,
  joinNo: queuePlaces.joinNo,
  position: queuePlaces.position,
};
const admissionColumns = {
  id: queueAdmissions.id,
  upTo: queueAdmissions.upTo,
  at: queueAdmissions.at,
  passExpiresAt: queueAdmissions.passExpiresAt,
};

export async function findRoom(db: Tx, eventId: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
  return row;
}

/** The room's row, locked until the transaction ends (joins, ticks and settings queue on it). */
export async function lockRoom(db: Tx, eventId: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingRooms)
    .where(eq(waitingRooms.eventId, eventId))
    .for('update');
  return row;
}

/** The room's row locked, or undefined when another process holds it (it is ticking). */
export async function tryLockRoom(db: Tx, eventId: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingRooms)
    .where(eq(waitingRooms.eventId, eventId))
    .for('update', { skipLocked: true });
  return row;
}

export type RoomSettings = Pick<
  RoomRow,
  'enabled' | 'opensAt' | 'preQueueMinutes' | 'admitPerMinute' | 'passMinutes' | 'paused'
>;

export async function upsertRoom(
  db: Tx,
  eventId: string,
  settings: RoomSettings,
  actorId: string,
): Promise<RoomRow> {
  const set = { ...settings, updatedAt: new Date(), updatedBy: actorId };
  const [row] = await db
    .insert(waitingRooms)
    .values({ eventId, ...set })
    .onConflictDoUpdate({ target: waitingRooms.eventId, set })
    .returning();
  return row;
}

export async function updateRoomState(
  db: Tx,
  eventId: string,
  state: Partial<
    Pick<RoomRow, 'joined' | 'drawnAt' | 'drawnCount' | 'admitted' | 'tickedAt' | 'credit'>
  >,
): Promise<void> {
  await db.update(waitingRooms).set(state).where(eq(waitingRooms.eventId, eventId));
}

/** Rooms whose line may move now: on, not paused, opened. */
export async function runningRoomIds(db: Tx, now: Date): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select event_id as id from waiting_rooms
        where enabled and not paused and opens_at <= ${now.toISOString()}::timestamptz`,
  );
  return found.map((r) => r.id);
}

export async function findPlace(
  db: Tx,
  eventId: string,
  userId: string,
): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select(placeColumns)
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.userId, userId)));
  return row;
}

export async function insertPlace(
  db: Tx,
  place: {
    eventId: string;
    userId: string;
    joinNo: number;
    position: number | null;
    joinedAt: Date;
    ipGroup: string | null;
  },
): Promise<boolean> {
  const done = await db
    .insert(queuePlaces)
    .values(place)
    .onConflictDoNothing()
    .returning({ joinNo: queuePlaces.joinNo });
  return done.length > 0;
}

/** Places taken after `afterJoinNo`, in arrival order. */
export async function placesSince(db: Tx, eventId: string, afterJoinNo: number) {
  return db
    .select(placeColumns)
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, eventId), gt(queuePlaces.joinNo, afterJoinNo)))
    .orderBy(asc(queuePlaces.joinNo));
}

/** The drawn places (the pre-queue's), once the draw is done. */
export async function drawnPlaces(db: Tx, eventId: string, upToJoinNo: number) {
  return db
    .select(placeColumns)
    .from(queuePlaces)
    .where(
      and(
        eq(queuePlaces.eventId, eventId),
        isNotNull(queuePlaces.position),
        sql`${queuePlaces.joinNo} <= ${upToJoinNo}`,
      ),
    );
}

/** The pre-queue's joiners, not drawn yet, in arrival order. */
export async function undrawnPlaces(db: Tx, eventId: string) {
  return db
    .select({ userId: queuePlaces.userId, joinNo: queuePlaces.joinNo })
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, eventId), sql`${queuePlaces.position} is null`))
    .orderBy(asc(queuePlaces.joinNo));
}

/** Writes the drawn places: `userIds[i]` gets `positions[i]`. */
export async function setPositions(
  db: Tx,
  eventId: string,
  userIds: string[],
  positions: number[],
): Promise<void> {
  const CHUNK = 5000;
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const u = userIds.slice(i, i + CHUNK);
    const p = positions.slice(i, i + CHUNK);
    await db.execute(sql`update queue_places q set position = v.position
      from (select unnest(${`{${u.join(',')}}`}::uuid[]) as user_id,
                   unnest(${`{${p.join(',')}}`}::int[]) as position) v
      where q.event_id = ${eventId} and q.user_id = v.user_id`);
  }
}

/** Writes one admission step; answers its id. */
export async function insertAdmission(
  db: Tx,
  a: { eventId: string; upTo: number; at: Date; passExpiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(queueAdmissions).values(a).returning({ id: queueAdmissions.id });
  return row.id;
}

/**
 * The draw undone (the opening moved later before anyone was let in): every place waits
 * for the next draw, and the admission bucket starts again at the new opening.
 */
export async function undoDraw(db: Tx, eventId: string): Promise<void> {
  await db.update(queuePlaces).set({ position: null }).where(eq(queuePlaces.eventId, eventId));
  await updateRoomState(db, eventId, { drawnAt: null, drawnCount: 0, tickedAt: null, credit: 0 });
}

export async function admissionsSince(
  db: Tx,
  eventId: string,
  afterId: number,
): Promise<AdmissionRow[]> {
  return db
    .select(admissionColumns)
    .from(queueAdmissions)
    .where(and(eq(queueAdmissions.eventId, eventId), gt(queueAdmissions.id, afterId)))
    .orderBy(asc(queueAdmissions.id));
}

/** The admission that reached `position` (the first whose upTo is at least it). */
export async function admissionOf(
  db: Tx,
  eventId: string,
  position: number,
): Promise<AdmissionRow | undefined> {
  const [row] = await db
    .select(admissionColumns)
    .from(queueAdmissions)
    .where(and(eq(queueAdmissions.eventId, eventId), sql`${queueAdmissions.upTo} >= ${position}`))
    .orderBy(asc(queueAdmissions.id))
    .limit(1);
  return row;
}
