import { useEffect, useRef } from 'react';
import type { SeatStatus } from '@tickera/shared/schemas/events';
import { API_BASE } from '../../../lib/http';

/** One SSE message: the contract's `seatId` and `status`, the seat's ordinal `n` in layout version `v`. */
export interface SeatChange {
  seatId: string;
  status: Exclude<SeatStatus, 'mine'>;
  n?: number;
  v?: string;
}

/**
 * Live seat statuses over Server-Sent Events. Changes arriving in one frame are handed
 * over together; after a dropped connection `onResync` runs once the stream is back,
 * since whatever changed meanwhile was missed.
 */
export function useSeatStream(
  eventId: string,
  onChanges: (changes: SeatChange[]) => void,
  onResync: () => void,
): void {
  const handlers = useRef({ onChanges, onResync });
  useEffect(() => {
    handlers.current = { onChanges, onResync };
  });

  useEffect(() => {
    if (!eventId) return;
    const source = new EventSource(`${API_BASE}/events/${eventId}/seat-map/stream`);
    let batch: SeatChange[] = [];
    let frame = 0;
    let dropped = false;
    const flush = () => {
      frame = 0;
      const changes = batch;
      batch = [];
      if (changes.length) handlers.current.onChanges(changes);
    };
    source.onmessage = (message: MessageEvent<string>) => {
      try {
        const change = JSON.parse(message.data) as SeatChange;
        if (typeof change.seatId !== 'string') return;
        batch.push(change);
        frame ||= requestAnimationFrame(flush);
      } catch {
        // Not a seat change (the stream only sends those); ignore it.
      }
    };
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (!dropped) return;
      dropped = false;
      handlers.current.onResync();
    };
    return () => {
      source.close();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [eventId]);
}
