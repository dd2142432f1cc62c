/** Door check-in (API.md "Check-in"): scans, check-in by seat, the live list, the offline copy. */
import { SEAT_ACCESS } from '../place-names';
import { z } from '../zod-es';
import { uuidSchema } from './events';

/**
 * What the door is told of the seat, so staff can guide a wheelchair user to their space:
 * ACCESSIBLE (a wheelchair space), COMPANION (the seat beside one), null (an ordinary seat).
 */
const seatAccessSchema = z.enum(SEAT_ACCESS).nullable();

export const CHECKIN_RESULTS = [
  'OK',
  'ALREADY_CHECKED_IN',
  'INVALID',
  'NOT_PAID',
  'WRONG_EVENT',
  /** An exit recorded (API.md "Door: exits, re-entry, gates"). */
  'EXIT_OK',
  /** An exit scan of a ticket that is not inside (never went in, or already went out). */
  'NOT_INSIDE',
] as const;
export type CheckinResult = (typeof CHECKIN_RESULTS)[number];

/** Which way a scan goes through the door: in (the default) or out. */
export const CHECKIN_DIRECTIONS = ['ENTRY', 'EXIT'] as const;
export type CheckinDirection = (typeof CHECKIN_DIRECTIONS)[number];
const directionSchema = z
  .enum(CHECKIN_DIRECTIONS, { error: 'El sentido debe ser ENTRY (entrada) o EXIT (salida)' })
  .optional();

/** How far back an offline scan may be dated (a scanner that stayed offline all night). */
export const OFFLINE_SCAN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The offline list is served from this long before an event's start… */
export const DOOR_LIST_OPENS_BEFORE_MS = 12 * 60 * 60 * 1000;
/** …to its end (`finishAt`), or this long after the start when it has none. */
export const DOOR_LIST_DEFAULT_LENGTH_MS = 12 * 60 * 60 * 1000;
/** Device clocks run a little ahead; more than this is refused. */
export const OFFLINE_SCAN_MAX_SKEW_MS = 2 * 60 * 1000;

const gateSchema = z
  .string()
  .trim()
  .max(60, { error: 'Máximo 60 caracteres' })
  .optional()
  .transform((g) => (g ? g : undefined));

const scanSchema = z.object({
  code: z.string().max(200, { error: 'Código demasiado largo' }),
  /**
   * The scanner's id for this scan (a UUID it makes when the code is read): the same scan
   * sent again — an answer lost on the way, an online scan queued again offline — is
   * answered as the first time and not counted as a repeat.
   */
  scanId: z.uuid({ error: 'Identificador de escaneo inválido' }).optional(),
  /** The event the gate admits; a ticket of another event answers WRONG_EVENT. */
  eventId: uuidSchema.optional(),
  gate: gateSchema,
  /** ENTRY unless said: an exit answers EXIT_OK, or NOT_INSIDE when the ticket is not in. */
  direction: directionSchema,
});

/**
 * An online scan: the server's clock dates it. A device time is refused here (a backdated
 * scan must not take over an entry); offline scans carry theirs to `/api/checkins/sync`.
 */
export const checkinRequestSchema = scanSchema.extend({
  scannedAt: z
    .undefined({
      error: 'La hora del escaneo solo se acepta al sincronizar escaneos sin conexión',
    })
    .optional(),
});
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;
export type CheckinRequestBody = z.input<typeof checkinRequestSchema>;

export const checkinBySeatSchema = z.object({
  eventId: uuidSchema,
  seatId: uuidSchema,
  gate: gateSchema,
});
export type CheckinBySeat = z.infer<typeof checkinBySeatSchema>;
export type CheckinBySeatBody = z.input<typeof checkinBySeatSchema>;

export const MAX_SYNC_SCANS = 500;
export const checkinSyncSchema = z.object({
  eventId: uuidSchema,
  scans: z
    .array(
      scanSchema.extend({
        /** When the scan happened on the device (no earlier than its copy of the list). */
        scannedAt: z.iso.datetime({ offset: true, error: 'Fecha y hora inválidas' }),
      }),
    )
    .min(1, { error: 'No hay escaneos que enviar' })
    .max(MAX_SYNC_SCANS, { error: `Máximo ${MAX_SYNC_SCANS} escaneos por envío` }),
});
export type CheckinSync = z.infer<typeof checkinSyncSchema>;
export type CheckinSyncBody = z.input<typeof checkinSyncSchema>;

export const checkinTicketSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  zoneName: z.string(),
  seatName: z.string(),
  seatAccess: seatAccessSchema,
  holderName: z.string(),
  orderNumber: z.number(),
});
export type CheckinTicket = z.infer<typeof checkinTicketSchema>;

export const checkinAnswerSchema = z.object({
  result: z.enum(CHECKIN_RESULTS),
  /** Spanish, for the verdict screen. */
  message: z.string(),
  ticket: checkinTicketSchema.nullable(),
  /** OK: this entry; ALREADY_CHECKED_IN, EXIT_OK, NOT_INSIDE: the first one. */
  checkedInAt: z.string().nullable(),
  gate: z.string().nullable(),
  /** The way the scan went (ENTRY unless it was an exit). */
  direction: z.enum(CHECKIN_DIRECTIONS).optional(),
  /** EXIT_OK: when this exit was recorded; OK after an exit: this re-entry. */
  movedAt: z.string().nullable().optional(),
});
export type CheckinAnswer = z.infer<typeof checkinAnswerSchema>;

export const checkinSyncAnswerSchema = z.object({ results: z.array(checkinAnswerSchema) });

export const listCheckinsQuerySchema = z.object({
  eventId: uuidSchema,
  q: z.string().trim().min(2, { error: 'Escriba al menos 2 caracteres' }).max(100).optional(),
  status: z.enum(['IN', 'OUT']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListCheckinsQuery = z.infer<typeof listCheckinsQuerySchema>;

/** A row of the door's list: no entry code (door and audit logins never see one). */
export const checkinRowSchema = z.object({
  ticketId: z.uuid(),
  seatId: z.uuid(),
  zoneName: z.string(),
  seatName: z.string(),
  seatAccess: seatAccessSchema,
  holderName: z.string(),
  identification: z.string().nullable(),
  orderNumber: z.number(),
  checkedInAt: z.string().nullable(),
  gate: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** Scans after the entry: a copied ticket, or the later of two offline scans. */
  repeats: z.number(),
  /**
   * Offline scans that arrived after the ticket's entry: a device let someone in without
   * network while the ticket was already in (two people on one ticket).
   */
  conflicts: z.number(),
});
export type CheckinRow = z.infer<typeof checkinRowSchema>;

export const zoneCheckinSchema = z.object({
  zoneId: z.uuid(),
  zoneName: z.string(),
  checkedIn: z.number(),
  total: z.number(),
});

export const checkinPageSchema = z.object({
  items: z.array(checkinRowSchema),
  total: z.number(),
  hasMore: z.boolean(),
  zones: z.array(zoneCheckinSchema),
  checkedIn: z.number(),
  tickets: z.number(),
});
export type CheckinPage = z.infer<typeof checkinPageSchema>;

export const doorEventsSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      startAt: z.string(),
      locationName: z.string(),
      /** When the offline list is served: 12 h before the start to the end. */
      offlineListFrom: z.string(),
      offlineListUntil: z.string(),
    }),
  ),
});
export type DoorEvent = z.infer<typeof doorEventsSchema>['items'][number];

/**
 * The scanner's offline copy: every valid ticket of the event as the SHA-256 of its code
 * (lower-case hex), never the code itself: a door login that keeps the list cannot print a
 * ticket from it. No cédula, no e-mail.
 */
export const offlineTicketSchema = z.object({
  digest: z.string(),
  seat: z.string(),
  zone: z.string(),
  /** The seat's place in the accessibility plan (ACCESSIBLE, COMPANION), null: an ordinary seat. */
  access: seatAccessSchema,
  holderName: z.string(),
  checkedInAt: z.string().nullable(),
  /** Inside now (went in and has not gone out since). */
  inside: z.boolean(),
});
export type OfflineTicket = z.infer<typeof offlineTicketSchema>;
export const offlineListSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  generatedAt: z.string(),
  /** The event's door setting: a ticket that went out may come in again. */
  allowReentry: z.boolean(),
  items: z.array(offlineTicketSchema),
});
export type OfflineList = z.infer<typeof offlineListSchema>;

/** Spanish verdict lines, the same on the server and for the scanner's offline verdicts. */
export const CHECKIN_MESSAGES: Record<CheckinResult, string> = {
  OK: 'Entrada válida',
  ALREADY_CHECKED_IN: 'Esta entrada ya se usó',
  INVALID: 'Código inválido',
  NOT_PAID: 'Entrada no pagada o anulada',
  WRONG_EVENT: 'La entrada es de otro evento',
  EXIT_OK: 'Salida registrada',
  NOT_INSIDE: 'Esta entrada no está adentro',
};

/** PUT /api/events/:id/door: the event's door settings. */
export const doorSettingsSchema = z.object({
  allowReentry: z.boolean({ error: 'Indique sí o no (true o false)' }),
});
export type DoorSettingsBody = z.input<typeof doorSettingsSchema>;
export const doorSettingsAnswerSchema = z.object({
  eventId: z.uuid(),
  allowReentry: z.boolean(),
});
export type DoorSettings = z.infer<typeof doorSettingsAnswerSchema>;

/** GET /api/checkins/summary: people inside, entries and exits, in total and per gate. */
export const checkinSummarySchema = z.object({
  eventId: z.uuid(),
  inside: z.number(),
  entries: z.number(),
  exits: z.number(),
  /** Gates by their name as the scanners typed it; `null`: scans sent with no gate. */
  byGate: z.array(
    z.object({ gate: z.string().nullable(), entries: z.number(), exits: z.number() }),
  ),
  /** When these counts were read (they are shared by every viewer for a second or two). */
  readAt: z.string(),
});
export type CheckinSummary = z.infer<typeof checkinSummarySchema>;
/** How long one reading of the counts serves every viewer of an event. */
export const CHECKIN_SUMMARY_TTL_MS = 1_500;
