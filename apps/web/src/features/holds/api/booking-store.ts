import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import type { EventSummary } from '@tickera/shared/schemas/events';
import { subscribeAuth } from '../../../lib/session';
import { readItem, readJson, removeItem, writeItem } from '../../../lib/storage';

/**
 * The running booking (spec §4, §9 `bookingData`): which event, which seats, and the
 * server's deadline. The browser timer only mirrors that deadline (ARCHITECTURE.md
 * invariant 2), so a reload or a second tab shows the same time.
 */
export interface BookingData {
  eventId: string;
  seatIds: string[];
  /** The earliest `expiresAt` of the holds, as the server sent it (ISO). */
  expiresAt: string;
}

/** Spec §3 "event banner" kept under `bannerEvent` for the seat-selection and checkout pages. */
export interface BannerEvent {
  id: string;
  name: string;
  code: string;
  category: string;
  startAt: string;
  finishAt: string | null;
  locationName: string;
  locationCity: string;
  bannerUrl: string | null;
  isActive: boolean;
}

/** Spec §2 promotion entry: the coupon code and, once validated, its event. */
export interface PromoData {
  code: string;
  eventId?: string;
  discountType?: string;
  discountValue?: string;
}

let cachedRaw: string | null = null;
let cached: BookingData | null = null;

function parseBooking(raw: string | null): BookingData | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<BookingData>;
    if (typeof data.eventId !== 'string' || !Array.isArray(data.seatIds)) return null;
    const expiresAt = typeof data.expiresAt === 'string' ? data.expiresAt : fromTimeLeft();
    if (!expiresAt) return null;
    return {
      eventId: data.eventId,
      seatIds: data.seatIds.filter((id): id is string => typeof id === 'string'),
      expiresAt,
    };
  } catch {
    return null;
  }
}

/** Spec §4 load rule: a stored `timeLeft` above zero is used when nothing better is known. */
function fromTimeLeft(): string | null {
  const seconds = Number(readItem(STORAGE_KEYS.timeLeft));
  return seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
}

/** Reads through localStorage, so a logout (which clears the keys) is seen at once. */
export function getBooking(): BookingData | null {
  const raw = readItem(STORAGE_KEYS.bookingData);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseBooking(raw);
  }
  return cached;
}

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.bookingData) notify();
}

let unsubscribeAuth: (() => void) | null = null;
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    unsubscribeAuth = subscribeAuth(notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      unsubscribeAuth?.();
    }
  };
}

export function useBooking(): BookingData | null {
  return useSyncExternalStore(subscribe, getBooking, getBooking);
}

/** Saves the booking; null (or no seats) ends it and removes the stored timer. */
export function setBooking(data: BookingData | null): void {
  if (!data || data.seatIds.length === 0) {
    removeItem(STORAGE_KEYS.bookingData);
    removeItem(STORAGE_KEYS.timeLeft);
  } else {
    writeItem(STORAGE_KEYS.bookingData, JSON.stringify(data));
  }
  notify();
}

/** The deadline in ms since the epoch (the server's `expiresAt`). */
export function deadlineOf(booking: BookingData): number {
  return Date.parse(booking.expiresAt);
}

/** Spec §4 / §2: completing an order or entering a promotion forgets the booking keys. */
export function clearBookingKeys(options: { promo?: boolean; banner?: boolean } = {}): void {
  removeItem(STORAGE_KEYS.timeLeft);
  removeItem(STORAGE_KEYS.bookingData);
  if (options.promo !== false) removeItem(STORAGE_KEYS.promoData);
  if (options.banner) removeItem(STORAGE_KEYS.bannerEvent);
  notify();
}

export function readPromo(): PromoData | null {
  const data = readJson<PromoData>(STORAGE_KEYS.promoData);
  return data && typeof data.code === 'string' ? data : null;
}

export function savePromo(data: PromoData): void {
  writeItem(STORAGE_KEYS.promoData, JSON.stringify(data));
}

export function clearPromo(): void {
  removeItem(STORAGE_KEYS.promoData);
}

export function toBannerEvent(event: EventSummary): BannerEvent {
  return {
    id: event.id,
    name: event.name,
    code: event.code,
    category: event.category,
    startAt: event.startAt,
    finishAt: event.finishAt,
    locationName: event.location.name,
    locationCity: event.location.city,
    bannerUrl: event.bannerUrl,
    isActive: true,
  };
}

export function saveBannerEvent(event: EventSummary): void {
  writeItem(STORAGE_KEYS.bannerEvent, JSON.stringify(toBannerEvent(event)));
}

export function readBannerEvent(eventId?: string | null): BannerEvent | null {
  const data = readJson<BannerEvent>(STORAGE_KEYS.bannerEvent);
  if (!data || typeof data.id !== 'string' || typeof data.name !== 'string') return null;
  return !eventId || data.id === eventId ? data : null;
}
