import { TIME_ZONE } from '@tickera/shared/constants';

/**
 * Event times are typed as Caracas wall-clock time whatever the browser's zone.
 * Venezuela has kept UTC−4 all year since 2016 (no DST), so the offset is fixed.
 */
const CARACAS_OFFSET = '-04:00';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** ISO instant → "yyyy-MM-ddTHH:mm" in Caracas (what a datetime-local input holds). */
export function isoToCaracasInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "yyyy-MM-ddTHH:mm" typed in Caracas → ISO with offset, as the API wants it. */
export function caracasInputToIso(local: string): string {
  return `${local}:00${CARACAS_OFFSET}`;
}
