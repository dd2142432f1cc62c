/** One error type for every rule the API enforces; its code picks the status and the Spanish text. */
import { ERROR_MESSAGES, type ErrorCode } from '@tickera/shared/messages';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_INVALID: 401,
  /** A refresh past SESSION_MAX_DAYS from the session's sign-in, however often it was refreshed. */
  SESSION_EXPIRED: 401,
  /** A deactivated account: known, but not let in. */
  USER_INACTIVE: 403,
  FORBIDDEN: 403,
  /** A change to an account of the same or a higher rank (an admin may change anyone). */
  RANK_PROTECTED: 403,
  /** Deactivating or re-roling the last active admin. */
  LAST_ADMIN: 409,
  /** The password change's current password does not match; details.fields.currentPassword. */
  CURRENT_PASSWORD_WRONG: 422,
  /** A new password among the 10,000 most common (lib/common-passwords.ts); details.fields.password. */
  PASSWORD_TOO_COMMON: 422,
  /** Resending a delivered mail whose one-use link was removed after delivery. */
  MAIL_SECRET_REMOVED: 409,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  NOT_ANONYMOUS: 409,
  SEAT_UNAVAILABLE: 409,
  NO_HOLDS: 409,
  HOLD_EXPIRED: 409,
  PAYMENT_REFERENCE_USED: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_CANCELLED: 409,
  TICKET_USED: 409,
  TICKET_VOID: 409,
  TRANSFER_CLOSED: 422,
  TRANSFER_TO_SELF: 422,
  SEATS_AVAILABLE: 409,
  WAITLIST_JOINED: 409,
  WALLET_NOT_CONFIGURED: 404,
  PAYLOAD_TOO_LARGE: 413,
  /** Reset token unknown, spent or older than 1 h. */
  RESET_TOKEN_INVALID: 422,
  HOLD_LIMIT: 422,
  /** A hold takes some seats of a table sold whole (details: table, seatIds missing). */
  TABLE_SOLD_WHOLE: 422,
  /** Anonymous sessions of one connection (IPv4 address, IPv6 /64) hold the cap for the event. */
  HOLD_LIMIT_IP: 422,
  /** Unpublished, inactive, deleted or already started. */
  EVENT_NOT_ON_SALE: 422,
  /** The event's waiting room is on and the caller holds no live pass (details.position while waiting). */
  QUEUE_REQUIRED: 403,
  /** Joining before the pre-queue opens, or when the event has no waiting room. */
  QUEUE_NOT_OPEN: 409,
  /** The join's proof of work is missing or wrong (details: a new challenge and its bits). */
  QUEUE_PROOF_REQUIRED: 403,
  RATE_UNAVAILABLE: 503,
  COUPON_INVALID: 422,
  /** The customer already has MAX_PENDING_ORDERS_PER_EVENT unpaid orders for the event. */
  PENDING_ORDERS_LIMIT: 422,
  /** The payment is below the total (beyond the rounding tolerance); details.expected/declared. */
  PAYMENT_AMOUNT_SHORT: 422,
  /** A staff user approving a transfer / pago móvil / Zelle order they registered themselves. */
  SELF_APPROVAL: 403,
  /** A statement whose columns no stored or guessed mapping explains; details.headers lists them. */
  STATEMENT_COLUMNS_UNKNOWN: 422,
  /** The offline list outside the event's door window (12 h before the start to the end). */
  DOOR_LIST_CLOSED: 422,
  /** A statement that unzips (or would) past the caps of decision 028; details.fields.file. */
  FILE_TOO_LARGE: 413,
  /** A statement past a reading cap (rows, columns, line length, texts); details.fields.file. */
  FILE_LIMIT_EXCEEDED: 422,
  /** A statement the worker did not finish reading within its time. */
  FILE_READ_TIMEOUT: 422,
  /** A venue plan that breaks a rule of validatePlan; details.problems lists them with their seats. */
  PLAN_INVALID: 422,
  /** Seats, tables or another layout asked of a general-admission zone (decision 052). */
  ZONE_GENERAL_ADMISSION: 422,
  /** An event with orders, or already on sale, asked to take a newer venue plan. */
  PLAN_IN_USE: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Every statement-reading slot of the process is taken; details.retryAfterSeconds. */
  FILE_READ_BUSY: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
    message: string = ERROR_MESSAGES[code],
    /** Overrides the table where the contract gives one code two statuses (COUPON_INVALID: 404 on lookup). */
    status?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = status ?? ERROR_STATUS[code];
  }
}

/** A 400 naming one field, for rules zod cannot see (e.g. a value that must exist). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { fields: { [field]: message } });
}
