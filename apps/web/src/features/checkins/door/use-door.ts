/**
 * The scanner's brain: asks the server when it can, answers from the offline copy when it
 * cannot, queues what it let in without network and sends it when the network returns.
 * The copy names tickets by the SHA-256 of their code; the server has the last word: a
 * queued scan of a ticket that went in meanwhile comes back as a conflict.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHECKIN_MESSAGES,
  MAX_SYNC_SCANS,
  type CheckinAnswer,
  type CheckinDirection,
  type OfflineList,
  type OfflineTicket,
} from '@tickera/shared/schemas/checkins';
import { looksLikeTicketCode, normalizeTicketCode } from '@tickera/shared/ticket-code';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { readJson, writeItem } from '../../../lib/storage';
import { newUuid } from '../../../lib/uuid';
import { checkIn, checkInBySeat, fetchOfflineList, syncScans } from '../api/checkins-api';
import { codeDigest } from './digest';
import { signal } from './feedback';
import { loadOfflineList, saveOfflineList } from './offline-store';

const QUEUE_KEY = 'door.queue';
/** The offline copy is refreshed this often while online (entries made at other gates). */
const COPY_REFRESH_MS = 60_000;
/** While the server does not answer, try again this often. */
const RETRY_MS = 10_000;
export const RECENT_SCANS = 20;

export interface QueuedScan {
  eventId: string;
  code: string;
  /** This device's id for the scan: the server answers a resent scan as the first time. */
  scanId?: string;
  /** The code's digest: how the offline copy names the ticket. */
  digest?: string;
  scannedAt: string;
  gate?: string;
  /** ENTRY when absent (scans queued before exits existed). */
  direction?: CheckinDirection;
}

export interface Verdict extends CheckinAnswer {
  /** Scans are numbered as they are made: a higher id is a later scan. */
  id: number;
  /** When this device made the scan (ALREADY_CHECKED_IN: `checkedInAt` is the first entry). */
  at: string;
  code: string;
  /** Decided by this device without the server. */
  offline: boolean;
  /** A queued scan the server answered later. */
  synced?: boolean;
}

export interface DoorEventRef {
  id: string;
  name: string;
  /** When the server serves the offline list (12 h before the start to the end). */
  offlineListFrom?: string;
  offlineListUntil?: string;
}

/** Why there is no offline copy at `now`, or null while the list is served. */
function copyClosed(from: string | undefined, until: string | undefined, now: number) {
  if (from && now < Date.parse(from))
    return `Sin copia local: se descarga desde el ${formatDateTime(from)}`;
  if (until && now > Date.parse(until)) return 'Sin copia local: el evento terminó';
  return null;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * What the copy knows after a movement of one of its tickets (a scan decided here, or an
 * answer of the server): in, out, or in since when.
 */
function move(t: OfflineTicket, result: CheckinAnswer['result'], at: string | null) {
  if (result === 'OK') {
    t.checkedInAt ??= at;
    t.inside = true;
  } else if (result === 'EXIT_OK' || result === 'NOT_INSIDE') t.inside = false;
  else if (result === 'ALREADY_CHECKED_IN') t.checkedInAt ??= at;
}

export function useDoor(
  event: DoorEventRef | null,
  gate: string,
  direction: CheckinDirection = 'ENTRY',
) {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);
  const online = browserOnline && reachable;
  const [queue, setQueue] = useState<QueuedScan[]>(() => readJson<QueuedScan[]>(QUEUE_KEY) ?? []);
  const [copy, setCopy] = useState<{ count: number; generatedAt: string } | null>(null);
  /** Why the server gives no copy now (the door opens 12 h before the start). */
  const [copyRefused, setCopyRefused] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [recent, setRecent] = useState<Verdict[]>([]);
  const tickets = useRef(new Map<string, OfflineTicket>());
  /** The event's door setting, as the copy brought it. */
  const allowReentry = useRef(false);
  const queueRef = useRef(queue);
  const seq = useRef(0);
  const shown = useRef(0);
  const sending = useRef(false);

  useEffect(() => {
    queueRef.current = queue;
    writeItem(QUEUE_KEY, JSON.stringify(queue));
  }, [queue]);

  useEffect(() => {
    const up = () => {
      setBrowserOnline(true);
      setReachable(true);
    };
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  /** A number and the time for a scan as it is made (before any answer). */
  const stamp = useCallback(() => ({ id: ++seq.current, at: new Date().toISOString() }), []);

  /**
   * The big verdict with its sound, and a line in the recent list. Answers can arrive out of
   * order (two codes scanned back to back): an earlier scan's answer never covers a later one.
   */
  const show = useCallback((v: Verdict, sound = true) => {
    if (sound && v.id > shown.current) {
      shown.current = v.id;
      setVerdict(v);
      signal(v.result);
    }
    setRecent((r) => [v, ...r].sort((a, b) => b.id - a.id).slice(0, RECENT_SCANS));
  }, []);

  const remember = useCallback((code: string, answer: CheckinAnswer) => {
    void codeDigest(code).then((digest) => {
      const t = digest ? tickets.current.get(digest) : undefined;
      if (t) move(t, answer.result, answer.checkedInAt);
    });
  }, []);

  /** Takes a copy of the event's tickets; scans still waiting to be sent are replayed on it. */
  const install = useCallback((list: OfflineList) => {
    const map = new Map(
      list.items.map((t) => [t.digest, { ...t, inside: t.inside ?? !!t.checkedInAt }]),
    );
    for (const q of queueRef.current) {
      const t = q.eventId === list.eventId && q.digest ? map.get(q.digest) : undefined;
      if (t) move(t, q.direction === 'EXIT' ? 'EXIT_OK' : 'OK', q.scannedAt);
    }
    allowReentry.current = list.allowReentry ?? false;
    tickets.current = map;
    setCopy({ count: map.size, generatedAt: list.generatedAt });
  }, []);

  /** The copy from IndexedDB at once, then a fresh one from the server when online. */
  const eventId = event?.id ?? null;
  useEffect(() => {
    tickets.current = new Map();
    setCopy(null);
    setCopyRefused(null);
    if (!eventId) return;
    let cancelled = false;
    void loadOfflineList(eventId).then((saved) => {
      if (saved && !cancelled && tickets.current.size === 0) install(saved);
    });
    return () => {
      cancelled = true;
    };
  }, [eventId, install]);

  const from = event?.offlineListFrom;
  const until = event?.offlineListUntil;
  useEffect(() => {
    if (!eventId || !online) return;
    let cancelled = false;
    const refresh = async () => {
      const closed = copyClosed(from, until, Date.now());
      setCopyRefused(closed);
      if (closed) return;
      try {
        const list = await fetchOfflineList(eventId);
        if (cancelled) return;
        install(list);
        setCopyRefused(null);
        void saveOfflineList(list);
      } catch (error) {
        if (isNetworkError(error)) setReachable(false);
        else if (error instanceof ApiError && error.status === 422 && !cancelled)
          setCopyRefused(`Sin copia local: ${error.message}`);
      }
    };
    void refresh();
    const timer = window.setInterval(() => void refresh(), COPY_REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [eventId, online, install, from, until]);

  /**
   * The verdict from the offline copy; what it lets in or out is queued for the server. An
   * exit needs the ticket inside; a second entry needs an exit first and the event's re-entry.
   */
  const decideOffline = useCallback(
    async (code: string, scan: { id: number; at: string }, scanId: string) => {
      const base = { ...scan, code, offline: true, gate: gate || null, direction };
      const digest = looksLikeTicketCode(code) ? await codeDigest(code) : null;
      const t = digest ? tickets.current.get(digest) : undefined;
      if (!eventId || !digest || !t) {
        show({
          ...base,
          result: 'INVALID',
          message: 'Código inválido o no está en la copia de este evento',
          ticket: null,
          checkedInAt: null,
        });
        return;
      }
      const ticket = {
        id: digest,
        eventId,
        eventName: event?.name ?? '',
        zoneName: t.zone,
        seatName: t.seat,
        // A copy saved before the list carried the seat's access has none: an ordinary seat.
        seatAccess: t.access ?? null,
        holderName: t.holderName,
        orderNumber: 0,
      };
      const scannedAt = scan.at;
      const queue = () =>
        setQueue((q) => [
          ...q,
          { eventId, code, scanId, digest, scannedAt, direction, ...(gate ? { gate } : {}) },
        ]);
      if (direction === 'EXIT') {
        if (!t.inside) {
          show({
            ...base,
            result: 'NOT_INSIDE',
            message: t.checkedInAt
              ? 'Esta entrada ya salió: no está adentro'
              : 'Esta entrada no ha ingresado',
            ticket,
            checkedInAt: t.checkedInAt,
          });
          return;
        }
        move(t, 'EXIT_OK', scannedAt);
        queue();
        show({
          ...base,
          result: 'EXIT_OK',
          message: CHECKIN_MESSAGES.EXIT_OK,
          ticket,
          checkedInAt: t.checkedInAt,
          movedAt: scannedAt,
        });
        return;
      }
      const reentry = !!t.checkedInAt && !t.inside && allowReentry.current;
      if (t.checkedInAt && !reentry) {
        show({
          ...base,
          result: 'ALREADY_CHECKED_IN',
          message: CHECKIN_MESSAGES.ALREADY_CHECKED_IN,
          ticket,
          checkedInAt: t.checkedInAt,
          gate: null,
        });
        return;
      }
      move(t, 'OK', scannedAt);
      queue();
      show({
        ...base,
        result: 'OK',
        message: reentry ? 'Reingreso: entrada válida' : CHECKIN_MESSAGES.OK,
        ticket,
        checkedInAt: scannedAt,
      });
    },
    [direction, event?.name, eventId, gate, show],
  );

  const submit = useCallback(
    async (raw: string) => {
      const code = normalizeTicketCode(raw);
      if (!code || !eventId) return;
      const scan = stamp();
      // One id for the scan whichever way it goes: an online answer lost on the way and the
      // same scan queued offline are one scan to the server, not a repeat.
      const scanId = newUuid();
      if (!online) {
        await decideOffline(code, scan, scanId);
        return;
      }
      try {
        const answer = await checkIn({
          code,
          scanId,
          eventId,
          direction,
          ...(gate ? { gate } : {}),
        });
        remember(code, answer);
        show({ ...answer, ...scan, code, offline: false });
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        setReachable(false);
        await decideOffline(code, scan, scanId);
      }
    },
    [decideOffline, direction, eventId, gate, online, remember, show, stamp],
  );

  const submitSeat = useCallback(
    async (seatId: string) => {
      if (!eventId) return;
      const scan = stamp();
      const answer = await checkInBySeat({ eventId, seatId, ...(gate ? { gate } : {}) });
      show({ ...answer, ...scan, code: '', offline: false });
      return answer;
    },
    [eventId, gate, show, stamp],
  );

  /** Sends what was let in offline, oldest first, in batches; the answers join the recent list. */
  useEffect(() => {
    if (!online || queue.length === 0 || sending.current) return;
    sending.current = true;
    const batch = queue.filter((q) => q.eventId === queue[0].eventId).slice(0, MAX_SYNC_SCANS);
    void syncScans({
      eventId: batch[0].eventId,
      scans: batch.map(({ code, scanId, scannedAt, gate: g, direction: d }) => ({
        code,
        ...(scanId ? { scanId } : {}),
        scannedAt,
        ...(g ? { gate: g } : {}),
        ...(d ? { direction: d } : {}),
      })),
    })
      .then(({ results }) => {
        sending.current = false;
        setQueue((q) => q.filter((s) => !batch.includes(s)));
        results.forEach((answer, i) => {
          remember(batch[i].code, answer);
          if (answer.result !== 'OK' && answer.result !== 'EXIT_OK') {
            show(
              {
                ...answer,
                ...stamp(),
                at: batch[i].scannedAt,
                code: batch[i].code,
                offline: false,
                synced: true,
              },
              false,
            );
          }
        });
      })
      .catch((error: unknown) => {
        sending.current = false;
        if (isNetworkError(error)) setReachable(false);
        else if (error instanceof ApiError && error.status === 400) {
          // Scans the server will never take (dated over a day ago, or ahead of its clock).
          const fields = (error.details?.fields ?? {}) as Record<string, string>;
          const refused = new Set(
            Object.keys(fields).map((k) => Number(/^scans\.(\d+)\./.exec(k)?.[1] ?? -1)),
          );
          const dropped = refused.size > 0 ? batch.filter((_, i) => refused.has(i)) : batch;
          setQueue((q) => q.filter((s) => !dropped.includes(s)));
          for (const s of dropped) {
            show(
              {
                ...stamp(),
                at: s.scannedAt,
                code: s.code,
                offline: false,
                synced: true,
                result: 'INVALID',
                message: Object.values(fields)[0] ?? error.message,
                ticket: null,
                checkedInAt: s.scannedAt,
                gate: s.gate ?? null,
              },
              false,
            );
          }
        }
      });
  }, [online, queue, remember, show, stamp]);

  /** While the server is unreachable (network up), look again now and then. */
  useEffect(() => {
    if (reachable || !browserOnline) return;
    const timer = window.setTimeout(() => setReachable(true), RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [reachable, browserOnline]);

  return {
    online,
    pending: queue.length,
    copy,
    copyRefused,
    verdict,
    recent,
    submit,
    submitSeat,
  };
}
