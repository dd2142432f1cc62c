/** Business constants of spec §9. */
export const HOLD_SECONDS = 600;
export const TIMER_TICK_MS = 1000;
export const TIMEOUT_REDIRECT_MS = 3000;
export const TOKEN_REFRESH_MS = 300_000;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DESKTOP_BREAKPOINT_PX = 991;
export const MENU_ANIMATION_MS = 400;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
/** API.md: reset token single-use, expires in 1 h. */
export const RESET_TOKEN_TTL_S = 3600;

export const EVENT_CATEGORIES = ['DEPORTE', 'CONCIERTO'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const ZONE_TYPES = ['GENERAL', 'DANCEFLOOR', 'VIP'] as const;
export const DEFAULT_ZONE_TYPE = 'GENERAL';
export const PRINT_TYPES = ['ETICKET', 'HARDTICKET'] as const;
export const ORDER_STATUSES = ['PENDIENTE', 'PAGADA', 'ANULADA'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = [
  'TRANSFERENCIA',
  'PAGO_MOVIL',
  'EFECTIVO_USD',
  'EFECTIVO_VES',
  'PUNTO_DE_VENTA',
  'ZELLE',
] as const;

/** Spec §9 local-storage keys. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  timeLeft: 'timeLeft',
  bookingData: 'bookingData',
  bannerEvent: 'bannerEvent',
  promoData: 'promoData',
} as const;

export const LOCALE = 'es-VE';
export const TIME_ZONE = 'America/Caracas';

/** Month names in Spanish, January first (the BCV page's dates, the date pickers). */
export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * Largest uploaded image (event banner, store logo, invoice logo, signature), in bytes of
 * the file itself (decoded, not its base64). Decision 023.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Image formats accepted by their magic bytes; SVG never (it can carry script). */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
