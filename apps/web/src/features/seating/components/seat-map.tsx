import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { useAnnounce } from '../../../components/live-announcer';
import { describeDrawing } from '../map/paint-drawing';
import { seatShortName } from '../map/seat-label';
import { STATUS_CODES } from '../map/seat-model';
import { showsSeats, viewForDetail } from '../map/culling';
import { directionOf, nextSeat } from '../map/seat-navigation';
import type { SeatModel } from '../map/seat-model';
import { centreOn, zoomAt } from '../map/viewport';
import { useElementSize } from '../hooks/use-element-size';
import { useMapView } from '../hooks/use-map-view';
import { usePanZoom } from '../hooks/use-pan-zoom';
import { SeatOverlay } from './seat-overlay';

export interface ZoomTarget {
  seats: number[];
  key: number;
}

interface SeatMapProps {
  model: SeatModel;
  version: number;
  category?: string;
  pending: ReadonlySet<number>;
  onToggle: (seat: number) => void;
  /** Loads the seat ids of zones shown seat by seat. */
  onZonesShown: (zones: number[]) => void;
  zoomTarget?: ZoomTarget | null;
  /** A general-admission area was chosen: how many of its places (decision 052). */
  onGeneral: (zone: number, opener: HTMLElement) => void;
}

const BUTTON_ZOOM = 1.5;

/**
 * The seat map: a canvas paints every seat in view (20,400 stay smooth), an overlay of
 * invisible buttons makes the seats in view focusable and clickable. Drag, wheel and
 * pinch move the view; arrow keys walk the seats; +, − and 0 zoom.
 */
export function SeatMap(props: SeatMapProps) {
  const { model, version, category, pending, onToggle, onZonesShown, zoomTarget } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const refs = useMemo(() => ({ box: boxRef, canvas: canvasRef, layer: layerRef }), []);
  const { viewRef, settled, setView, minScale, fit, canvasKey } = useMapView(
    refs,
    model,
    category,
    pending,
    version,
    size,
  );
  const [activeSeat, setActiveSeat] = useState<number | null>(null);
  const focusNext = useRef<number | null>(null);
  /** A zone entered from its button: its seats take the focus once they are buttons. */
  const focusZoneSeats = useRef<number | null>(null);
  /** Escape from a seat: its zone's button takes the focus back (or the seat, without one). */
  const focusZoneButton = useRef<{ zone: number; seat: number } | null>(null);
  const announce = useAnnounce();

  usePanZoom(boxRef, { getView: () => viewRef.current!, setView, minScale });

  // The latest model, for effects that must run on a new target only.
  const modelRef = useRef(model);
  useLayoutEffect(() => {
    modelRef.current = model;
  });

  useEffect(() => {
    if (!zoomTarget || zoomTarget.seats.length === 0 || size.width === 0) return;
    const { x, y } = modelRef.current;
    const xs = zoomTarget.seats.map((s) => x[s]);
    const ys = zoomTarget.seats.map((s) => y[s]);
    const rect = {
      x: Math.min(...xs) - 60,
      y: Math.min(...ys) - 60,
      width: Math.max(...xs) - Math.min(...xs) + 120,
      height: Math.max(...ys) - Math.min(...ys) + 120,
    };
    const view = viewForDetail(modelRef.current, rect, size);
    setView(
      view.scale > 2.5 ? zoomAt(view, 2.5 / view.scale, size.width / 2, size.height / 2, 0) : view,
      true,
    );
  }, [zoomTarget, size, setView]);

  // After keyboard navigation re-culls the overlay, focus the seat that was reached; after
  // a zone opens, its first free seat; after Escape, the zone's button. Without this the
  // focused button is unmounted and focus falls to <body>.
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const seat = focusNext.current;
    if (seat !== null) {
      const el = layer.querySelector<HTMLElement>(`[data-seat-index="${seat}"]`);
      if (el) {
        focusNext.current = null;
        el.focus({ preventScroll: true });
      }
    }
    const zone = focusZoneSeats.current;
    if (zone !== null) {
      const group = layer.querySelector<HTMLElement>(`[role="group"][data-zone-index="${zone}"]`);
      // The free seat nearest the middle of the view: the first in the DOM may be at an edge.
      const view = viewRef.current;
      const free = [...(group?.querySelectorAll<HTMLElement>('[data-status="available"]') ?? [])];
      const distance = (b: HTMLElement) => {
        const i = Number(b.dataset.seatIndex);
        if (!view) return 0;
        const dx = model.x[i] * view.scale + view.tx - size.width / 2;
        const dy = model.y[i] * view.scale + view.ty - size.height / 2;
        return dx * dx + dy * dy;
      };
      const el =
        free.sort((a, b) => distance(a) - distance(b))[0] ??
        group?.querySelector<HTMLElement>('[data-seat-index]');
      if (el) {
        focusZoneSeats.current = null;
        // The overlay's focus handler makes it the active (tabbable) seat.
        el.focus({ preventScroll: true });
      }
    }
    const back = focusZoneButton.current;
    if (back !== null) {
      const el =
        layer.querySelector<HTMLElement>(`button[data-zone-index="${back.zone}"]`) ??
        layer.querySelector<HTMLElement>(`[data-seat-index="${back.seat}"]`);
      if (el) {
        focusZoneButton.current = null;
        el.focus({ preventScroll: true });
      }
    }
  });

  // The focused seat taken by someone else (the live stream): said aloud, since its look
  // changes on the canvas only.
  const watched = useRef<{ seat: number; status: number } | null>(null);
  useEffect(() => {
    const focused = document.activeElement as HTMLElement | null;
    const seat =
      focused?.dataset.seatIndex !== undefined ? Number(focused.dataset.seatIndex) : null;
    if (seat === null || !layerRef.current?.contains(focused)) {
      watched.current = null;
      return;
    }
    const status = model.status[seat];
    const before = watched.current;
    watched.current = { seat, status };
    if (
      before?.seat === seat &&
      before.status === STATUS_CODES.available &&
      (status === STATUS_CODES.held || status === STATUS_CODES.sold) &&
      !pending.has(seat)
    ) {
      announce(`${seatShortName(model, seat)} ya no está disponible: lo tomó otra persona`);
    }
  }, [version, activeSeat, model, pending, announce]);

  const overview = settled !== null && !showsSeats(model, settled, size);
  const planNote = useMemo(() => describeDrawing(model.drawing), [model]);

  const zoomBy = (factor: number) => {
    const view = viewRef.current;
    if (view) setView(zoomAt(view, factor, size.width / 2, size.height / 2, minScale()), true);
  };

  const onSeatKey = (seat: number, event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      focusZoneButton.current = { zone: model.zoneOf[seat], seat };
      fit();
      return;
    }
    const direction = directionOf(event.key);
    const view = viewRef.current;
    if (!direction || !view) return;
    event.preventDefault();
    const next = nextSeat(model, seat, direction);
    if (next === null) return;
    const sx = model.x[next] * view.scale + view.tx;
    const sy = model.y[next] * view.scale + view.ty;
    if (sx < 40 || sy < 40 || sx > size.width - 40 || sy > size.height - 40) {
      setView(centreOn(view, model.x[next], model.y[next], size), true);
    }
    setActiveSeat(next);
    focusNext.current = next;
  };

  const onMapKey = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(BUTTON_ZOOM);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / BUTTON_ZOOM);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  return (
    <div className="seat-map" onKeyDown={onMapKey}>
      <div
        ref={boxRef}
        className="seat-map-viewport"
        aria-label="Mapa de asientos. Intro en una zona para ver sus asientos, flechas para moverse entre asientos, Intro o Espacio para elegir, Escape para volver a las zonas, más y menos para acercar."
        role="region"
        // Busy until the map's first paint (use-map-view.ts marks it drawn): the confetti waits
        // for it (decision 065).
        aria-busy="true"
      >
        <canvas key={canvasKey} ref={canvasRef} className="seat-map-canvas" aria-hidden="true" />
        {planNote ? <p className="seat-map-plan-note">{planNote}</p> : null}
        {overview ? (
          <p className="seat-map-hint">
            <i className="pi pi-search-plus" aria-hidden="true" /> Toque una zona o acerque el mapa
            para elegir asientos
          </p>
        ) : null}
        <div ref={layerRef} className="seat-map-layer">
          {settled ? (
            <SeatOverlay
              model={model}
              version={version}
              view={settled}
              size={size}
              pending={pending}
              activeSeat={activeSeat}
              onSeat={onToggle}
              onSeatFocus={setActiveSeat}
              onSeatKey={onSeatKey}
              onZone={(z) => {
                focusZoneSeats.current = z;
                setView(viewForDetail(model, model.zones[z].rect, size), true);
              }}
              onZonesShown={onZonesShown}
              onGeneral={props.onGeneral}
            />
          ) : null}
        </div>
      </div>
      <div className="seat-map-controls" role="toolbar" aria-label="Zoom del mapa">
        <Button
          icon="pi pi-plus"
          rounded
          text
          raised
          aria-label="Acercar"
          onClick={() => zoomBy(BUTTON_ZOOM)}
        />
        <Button
          icon="pi pi-minus"
          rounded
          text
          raised
          aria-label="Alejar"
          onClick={() => zoomBy(1 / BUTTON_ZOOM)}
        />
        <Button
          icon="pi pi-expand"
          rounded
          text
          raised
          aria-label="Ver todo el recinto"
          onClick={fit}
        />
      </div>
    </div>
  );
}
