import { STORAGE_KEYS } from '@tickera/shared/constants';

/** Layout preferences (theme, scale, menu mode); a web-only key, next to spec §9's. */
export const LAYOUT_CONFIG_KEY = 'layoutConfig';

/** localStorage can throw (privacy mode, quota); the app must keep working without it. */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this visit.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Spec §4 logout: the token, the booking timer, booking data, banner event and promo data. */
export function removeSessionKeys(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeItem(key);
}
