/// <reference lib="webworker" />
/**
 * Builds the seat model off the page's thread (issue 28, decision 050): 20,400 seats on a
 * phone took one task of 150-300 ms at 4x slowed CPU. The typed arrays come back transferred,
 * not copied; what only the page fills (seat ids) is made there.
 */
import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { buildSeatModel } from './seat-model';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<SeatLayout>) => {
  try {
    const { ids: _ids, index: _index, ...model } = buildSeatModel(event.data);
    const arrays = [
      model.ordinal,
      model.seatAt,
      model.x,
      model.y,
      model.zoneOf,
      model.number,
      model.printed,
      model.atTable,
      model.access,
      model.status,
    ];
    self.postMessage(
      { model },
      arrays.map((a) => a.buffer),
    );
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
