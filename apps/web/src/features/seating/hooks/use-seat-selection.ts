import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, messageOf } from '../../../lib/http';
import { holdBestSeats, holdSeats, releaseHolds, releaseSeat } from '../../holds/api/holds-api';
import { useToast } from '../../../lib/toast';
import { useAnnounce } from '../../../components/live-announcer';
import { seatPlace, seatShortName } from '../map/seat-label';
import { fillPlaceIds, STATUS_CODES, type SeatModel } from '../map/seat-model';
import { echoesAnswered, expectEchoes, forgetEchoes, ownSeats } from '../map/apply-changes';

const FAILED = 'No se pudo completar la operación. Intente nuevamente.';

/** A whole table's status: available or mine when every seat is, else held (not whole). */
function tableStatus(model: SeatModel, table: number[]): number {
  const first = model.status[table[0]];
  const same = table.every((s) => model.status[s] === first);
  return same && (first === STATUS_CODES.available || first === STATUS_CODES.mine)
    ? first
    : STATUS_CODES.held;
}

/**
 * Taking and giving back seats. The server decides: a seat turns "mine" only once the
 * hold is granted; meanwhile it shows as pending. Refusals show the server's Spanish
 * message and mark the seats the server named as taken.
 */
export function useSeatSelection(
  model: SeatModel | null,
  bump: () => void,
  blocked: string | null,
  ensureZoneIds: (zones: Iterable<number>) => Promise<boolean>,
) {
  const toast = useToast();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());

  const mark = useCallback((seats: number[], on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      for (const s of seats) {
        if (on) next.add(s);
        else next.delete(s);
      }
      return next;
    });
  }, []);

  /**
   * The seats' ids, their zones' ids loaded first (decision 016). Without them (the layout
   * changed meanwhile and reloads) the action fails with the generic message.
   */
  const idsOf = useCallback(
    async (seats: number[]): Promise<string[]> => {
      if (!model || !(await ensureZoneIds(seats.map((s) => model.zoneOf[s])))) throw new Error();
      const ids = seats.flatMap((s) => model.ids[s] ?? []);
      if (ids.length !== seats.length) throw new Error();
      return ids;
    },
    [model, ensureZoneIds],
  );

  const refreshHolds = useCallback(() => {
    if (model) void queryClient.invalidateQueries({ queryKey: ['holds'] });
  }, [model, queryClient]);

  /** Holds the seats, all or nothing. Resolves to the ids the server refused (if any). */
  const hold = useCallback(
    async (seats: number[], quietWhenTaken = false): Promise<{ ok: boolean; taken: string[] }> => {
      if (!model || seats.length === 0) return { ok: false, taken: [] };
      if (blocked) {
        toast.show('warn', 'Reserva en curso', blocked);
        return { ok: false, taken: [] };
      }
      mark(seats, true);
      let seatIds: string[] = [];
      let asked = false;
      try {
        seatIds = await idsOf(seats);
        expectEchoes(model, seatIds, 'held');
        asked = true;
        await holdSeats(model.eventId, seatIds);
        echoesAnswered(model, seatIds, 'held');
        for (const s of seats) model.status[s] = STATUS_CODES.mine;
        announce(seats.map((s) => `${seatShortName(model, s)} seleccionado`).join('. '));
        return { ok: true, taken: [] };
      } catch (error) {
        if (asked) forgetEchoes(model, seatIds, 'held');
        const taken =
          error instanceof ApiError && Array.isArray(error.details?.seatIds)
            ? (error.details.seatIds as string[])
            : [];
        const unavailable = error instanceof ApiError && error.code === 'SEAT_UNAVAILABLE';
        // Busy: another operation had the seats locked for a moment; they may still be free.
        const busy = unavailable && error.details?.busy === true;
        if (unavailable && !busy) {
          for (const id of taken.length ? taken : seatIds) {
            const i = model.index.get(id);
            if (i !== undefined && model.status[i] === STATUS_CODES.available) {
              model.status[i] = STATUS_CODES.held;
            }
          }
        }
        if (!(unavailable && quietWhenTaken)) {
          toast.show('error', 'No se pudo reservar', messageOf(error, FAILED));
        }
        return { ok: false, taken };
      } finally {
        mark(seats, false);
        bump();
        refreshHolds();
      }
    },
    [model, blocked, mark, bump, refreshHolds, toast, idsOf, announce],
  );

  /** Lets the seat go; a seat of a table sold whole lets the table go (the server does too). */
  const release = useCallback(
    async (seat: number) => {
      if (!model) return;
      const together = model.wholeTable.get(seat) ?? [seat];
      mark(together, true);
      // The table's seats are in the seat's zone, whose ids `idsOf` loads.
      const ids = () => together.flatMap((s) => model.ids[s] ?? []);
      let asked = false;
      try {
        const [seatId] = await idsOf([seat]);
        expectEchoes(model, ids(), 'available');
        asked = true;
        await releaseSeat(model.eventId, seatId);
        echoesAnswered(model, ids(), 'available');
        for (const s of together) model.status[s] = STATUS_CODES.available;
        announce(together.map((s) => `${seatShortName(model, s)} liberado`).join('. '));
      } catch (error) {
        if (asked) forgetEchoes(model, ids(), 'available');
        toast.show('error', 'No se pudo liberar el asiento', messageOf(error, FAILED));
      } finally {
        mark(together, false);
        bump();
        refreshHolds();
      }
    },
    [model, mark, bump, refreshHolds, toast, idsOf, announce],
  );

  const releaseAll = useCallback(async () => {
    if (!model) return;
    const mine = ownSeats(model);
    const ids = mine.flatMap((i) => model.ids[i] ?? []);
    expectEchoes(model, ids, 'available');
    try {
      await releaseHolds(model.eventId);
      echoesAnswered(model, ids, 'available');
      for (const i of mine) model.status[i] = STATUS_CODES.available;
      announce('Asientos liberados');
    } catch (error) {
      forgetEchoes(model, ids, 'available');
      toast.show('error', 'No se pudieron liberar los asientos', messageOf(error, FAILED));
    } finally {
      bump();
      refreshHolds();
    }
  }, [model, bump, refreshHolds, toast, announce]);

  const toggle = useCallback(
    (seat: number) => {
      if (!model || pending.has(seat)) return;
      const table = model.wholeTable.get(seat);
      // A table sold whole is one choice: all its seats, or none.
      const status = table ? tableStatus(model, table) : model.status[seat];
      if (status === STATUS_CODES.available) void hold(table ?? [seat]);
      else if (status === STATUS_CODES.mine) void release(seat);
      else if (table)
        toast.show(
          'info',
          'Mesa no disponible',
          `${seatPlace(model, seat)}: la mesa se vende completa y ya no está libre entera.`,
        );
      else {
        const what =
          status === STATUS_CODES.sold ? 'ya fue vendido' : 'está reservado por otra persona';
        toast.show('info', 'Asiento no disponible', `${seatPlace(model, seat)} ${what}.`);
      }
    },
    [model, pending, hold, release, toast],
  );

  /** "Mejores asientos": the server picks and holds; answers the seats, or why not. */
  const holdBest = useCallback(
    async (
      zone: number,
      count: number,
      accessible = false,
    ): Promise<{ seats: number[] } | { problem: string }> => {
      if (!model) return { problem: FAILED };
      if (blocked) return { problem: blocked };
      try {
        const created = await holdBestSeats(model.eventId, model.zones[zone].id, count, accessible);
        // The server chose them: their echoes are waited for from its answer, by id.
        const chosen = created.seats.map((s) => s.id);
        expectEchoes(model, chosen, 'held');
        echoesAnswered(model, chosen, 'held');
        // The answer names seats by id: the zone's ids tell which seats of the map they are
        // (general admission's places, by their numbers).
        let seats: number[];
        if (model.zones[zone].general) seats = fillPlaceIds(model, zone, created.seats);
        else {
          await ensureZoneIds([zone]);
          seats = created.seats
            .map((s) => model.index.get(s.id))
            .filter((i): i is number => i !== undefined);
        }
        for (const s of seats) model.status[s] = STATUS_CODES.mine;
        announce(
          `${seats.length} ${model.zones[zone].general ? 'entradas seleccionadas' : 'asientos seleccionados'}`,
        );
        return { seats };
      } catch (error) {
        return { problem: messageOf(error, FAILED) };
      } finally {
        bump();
        refreshHolds();
      }
    },
    [model, blocked, bump, refreshHolds, ensureZoneIds, announce],
  );

  return { pending, hold, holdBest, release, releaseAll, toggle };
}
