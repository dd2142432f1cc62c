/** The on-sale waiting room (API.md "Waiting room"): settings, the room's state, a place in line. */
import { z } from 'zod';
import { isoDateTime } from './fields';

const wholeNumber = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label}: indique un número` })
    .int({ error: `${label}: debe ser un número entero` })
    .min(min, { error: `${label}: mínimo ${min}` })
    .max(max, { error: `${label}: máximo ${max}` });

/** PUT /api/events/:id/waiting-room (admin, supervisor). */
export const waitingRoomInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Indique si la sala de espera está activa' }),
    opensAt: isoDateTime.nullable(),
    preQueueMinutes: wholeNumber(0, 1440, 'Minutos de precola').default(30),
    admitPerMinute: wholeNumber(1, 100_000, 'Admisiones por minuto'),
    passMinutes: wholeNumber(1, 240, 'Minutos del pase').default(15),
    paused: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.opensAt)
      ctx.addIssue({
        code: 'custom',
        path: ['opensAt'],
        message: 'Indique la hora de apertura de la venta',
      });
  });
export type WaitingRoomInput = z.input<typeof waitingRoomInputSchema>;

export const waitingRoomSettingsSchema = z.object({
  enabled: z.boolean(),
  opensAt: z.string().nullable(),
  preQueueMinutes: z.number().int(),
  admitPerMinute: z.number().int(),
  passMinutes: z.number().int(),
  paused: z.boolean(),
});
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

export const ROOM_STATES = ['OFF', 'PREQUEUE', 'OPEN', 'PAUSED'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** GET /api/events/:id/waiting-room (anyone). */
export const waitingRoomSchema = waitingRoomSettingsSchema.extend({
  state: z.enum(ROOM_STATES),
  /** People in line not yet admitted. */
  waiting: z.number().int(),
  /** People admitted so far. */
  admitted: z.number().int(),
  /** Seconds until the last one in line is admitted at the set rate; null when unknown. */
  etaLastSeconds: z.number().int().nullable(),
});
export type WaitingRoom = z.infer<typeof waitingRoomSchema>;

export const PLACE_STATES = ['NONE', 'WAITING', 'ADMITTED', 'EXPIRED'] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

/** GET /api/events/:id/queue/me and POST /api/events/:id/queue. */
export const queuePlaceSchema = z.object({
  state: z.enum(PLACE_STATES),
  /** The place in line: null before the pre-queue is drawn at the opening. */
  position: z.number().int().nullable(),
  /** People in line before this place who have not been admitted yet. */
  ahead: z.number().int().nullable(),
  etaSeconds: z.number().int().nullable(),
  passExpiresAt: z.string().nullable(),
  opensAt: z.string().nullable(),
  roomState: z.enum(ROOM_STATES),
});
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

/** The join's proof of work: SHA-256(challenge + nonce) starts with `bits` zero bits. */
export const queueJoinSchema = z.object({
  challenge: z.string().max(300).optional(),
  nonce: z.string().max(64).optional(),
});
export type QueueJoin = z.infer<typeof queueJoinSchema>;

export const queueChallengeSchema = z.object({
  challenge: z.string().nullable(),
  bits: z.number().int(),
});
export type QueueChallenge = z.infer<typeof queueChallengeSchema>;

export { leadingZeroBits } from '../proof-of-work';
