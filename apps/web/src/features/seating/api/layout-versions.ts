import { readJson, writeItem } from '../../../lib/storage';

/** A web-only key next to spec §9's: the layout version last drawn per event. */
const KEY = 'seatLayoutVersions';
const KEEP = 20;

/**
 * The layout version this browser last drew for the event ('' when none). Asking for it
 * at once, beside the statuses, lets a returning visitor draw from the browser's cache
 * without waiting for the statuses to name the version (decision 016).
 */
export function rememberedLayoutVersion(eventId: string): string {
  return readJson<Record<string, string>>(KEY)?.[eventId] ?? '';
}

export function rememberLayoutVersion(eventId: string, version: string): void {
  const known = readJson<Record<string, string>>(KEY) ?? {};
  if (known[eventId] === version) return;
  delete known[eventId];
  const recent = Object.entries(known).slice(-(KEEP - 1));
  writeItem(KEY, JSON.stringify(Object.fromEntries([...recent, [eventId, version]])));
}
