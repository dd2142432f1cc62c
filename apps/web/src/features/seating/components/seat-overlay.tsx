import { memo, useEffect, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { formatInteger, formatMoney } from '../../../lib/format';
import { MIN_TARGET_PX, SEAT_BUDGET, seatsIn, showsSeats } from '../map/culling';
import { seatAriaLabel } from '../map/seat-label';
import {
  availableIn,
  SEAT_RADIUS,
  STATUS_NAMES,
  type MapZone,
  type Rect,
  type SeatModel,
} from '../map/seat-model';
import { drawingBounds } from '../map/paint-drawing';
import { visibleRect, type Size, type View } from '../map/viewport';

interface SeatButtonProps {
  seat: number;
  id: string | undefined;
  x: number;
  y: number;
  status: string;
  label: string;
  tabbable: boolean;
  busy: boolean;
}

/** An invisible, focusable button over a painted seat (the canvas draws it). */
const SeatButton = memo(function SeatButton(props: SeatButtonProps) {
  const { seat, id, x, y, status, label, tabbable, busy } = props;
  return (
    <button
      type="button"
      className="seat-hit"
      style={{ left: x - SEAT_RADIUS, top: y - SEAT_RADIUS }}
      data-seat-index={seat}
      data-seat-id={id}
      data-status={status}
      aria-label={label}
      aria-pressed={status === 'mine'}
      aria-disabled={status === 'held' || status === 'sold' || busy}
      aria-busy={busy || undefined}
      tabIndex={tabbable ? 0 : -1}
    />
  );
});

interface SeatOverlayProps {
  model: SeatModel;
  version: number;
  view: View;
  size: Size;
  pending: ReadonlySet<number>;
  activeSeat: number | null;
  onSeat: (seat: number) => void;
  onSeatFocus: (seat: number) => void;
  onSeatKey: (seat: number, event: KeyboardEvent) => void;
  onZone: (zone: number) => void;
  /** A general-admission zone's button: its places are chosen by how many, not one by one. */
  onGeneral: (zone: number, opener: HTMLElement) => void;
  /** The zones whose seats are in view as buttons: their seat ids are needed. */
  onZonesShown: (zones: number[]) => void;
}

function seatOf(target: EventTarget): number | null {
  const el = (target as HTMLElement).closest?.<HTMLElement>('[data-seat-index]');
  return el ? Number(el.dataset.seatIndex) : null;
}

/**
 * The accessible layer: seats in view as buttons (grouped by zone), or, when a whole
 * venue is in view, one button per zone that zooms into it.
 */
export function SeatOverlay(props: SeatOverlayProps) {
  const { model, version, view, size, pending, activeSeat, onZonesShown } = props;
  const detail = useMemo(() => showsSeats(model, view, size), [model, view, size]);
  const seats = useMemo(() => {
    if (!detail) return [];
    const near = seatsIn(model, visibleRect(view, size, 0.15), SEAT_BUDGET * 1.5);
    return near.length > SEAT_BUDGET * 1.5 ? seatsIn(model, visibleRect(view, size)) : near;
  }, [model, view, size, detail]);
  useEffect(() => {
    if (seats.length) onZonesShown([...new Set(seats.map((s) => model.zoneOf[s]))]);
  }, [model, seats, onZonesShown]);
  /** Each general-admission section's drawn areas, as they are turned (a button on each). */
  const areas = useMemo(() => {
    const bySection = new Map<string, { rect: Rect; label?: string }[]>();
    for (const e of model.drawing) {
      if (e.kind !== 'AREA') continue;
      const rect = drawingBounds([e]);
      if (rect)
        bySection.set(e.section, [...(bySection.get(e.section) ?? []), { rect, label: e.label }]);
    }
    return bySection;
  }, [model]);

  // A small zone far away still gets a button a finger can hit, centred on the zone.
  // (Half a pixel more: the transform's rounding must not leave it at 23.99.)
  const least = (MIN_TARGET_PX + 0.5) / view.scale;
  const box = ({ x, y, width, height }: Rect) => {
    const w = Math.max(width, least);
    const h = Math.max(height, least);
    return { left: x - (w - width) / 2, top: y - (h - height) / 2, width: w, height: h };
  };
  /**
   * A zone's button: it zooms into the zone's seats, or, for a general-admission area (at any
   * zoom), asks how many of its places.
   */
  const zoneButtons = (zone: MapZone, z: number) => {
    const free = availableIn(model, zone);
    const what = zone.general
      ? free
        ? `${formatInteger(free)} entradas generales disponibles. Elegir cantidad`
        : 'agotada'
      : `${formatInteger(free)} disponibles. Acercar para elegir asientos`;
    const drawn = zone.general && zone.section ? areas.get(zone.section) : undefined;
    const places = drawn ?? [{ rect: zone.rect, label: undefined }];
    return places.map(({ rect, label }, k) => (
      <button
        key={`${zone.id}-${k}`}
        type="button"
        className="zone-hit"
        style={box(rect)}
        data-zone-id={zone.id}
        data-zone-index={z}
        aria-label={`${zone.name}${
          places.length > 1 ? ` (${label ?? `área ${k + 1} de ${places.length}`})` : ''
        }, ${formatMoney(zone.basePrice)}: ${what}`}
        aria-disabled={zone.general && free === 0 ? true : undefined}
        onClick={(ev) => {
          if (!zone.general) props.onZone(z);
          else if (free) props.onGeneral(z, ev.currentTarget);
        }}
      />
    ));
  };

  if (!detail) {
    return (
      <div className="seat-layer-zones" role="group" aria-label="Zonas del recinto">
        {model.zones.flatMap(zoneButtons)}
      </div>
    );
  }

  // A zone's buttons wait for its seat ids, so every button carries `data-seat-id`.
  const shown = seats.filter((s) => model.zones[model.zoneOf[s]].idsLoaded);
  const tabbable = activeSeat !== null && shown.includes(activeSeat) ? activeSeat : shown[0];
  const groups = new Map<number, number[]>();
  for (const s of shown) {
    const z = model.zoneOf[s];
    const list = groups.get(z);
    if (list) list.push(s);
    else groups.set(z, [s]);
  }
  const onClick = (e: MouseEvent) => {
    const seat = seatOf(e.target);
    if (seat !== null) props.onSeat(seat);
  };

  const general = model.zones.flatMap((zone, z) => (zone.general ? zoneButtons(zone, z) : []));
  return (
    <div
      className="seat-layer-seats"
      data-version={version}
      onClick={onClick}
      onFocus={(e) => {
        const seat = seatOf(e.target);
        if (seat !== null) props.onSeatFocus(seat);
      }}
      onKeyDown={(e) => {
        const seat = seatOf(e.target);
        if (seat !== null) props.onSeatKey(seat, e);
      }}
    >
      {general.length ? (
        <div role="group" aria-label="Entradas generales">
          {general}
        </div>
      ) : null}
      {[...groups].map(([z, list]) => {
        const zone = model.zones[z];
        return (
          <div
            key={zone.id}
            role="group"
            aria-label={`${zone.name}, ${formatMoney(zone.basePrice)}`}
            data-zone-index={z}
          >
            {list.map((s) => {
              const status = STATUS_NAMES[model.status[s]];
              return (
                <SeatButton
                  key={s}
                  seat={s}
                  id={model.ids[s]}
                  x={model.x[s]}
                  y={model.y[s]}
                  status={status}
                  label={seatAriaLabel(model, s, status)}
                  tabbable={s === tabbable}
                  busy={pending.has(s)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
