import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { ErrorBoundary } from '../../../components/error-boundary';
import { readBannerEvent, useBooking } from '../../../lib/booking-store';
import { currentRateQuery, eventDetailQuery } from '../../../lib/catalog-api';
import { messageOf } from '../../../lib/http';
import { releaseHolds } from '../../../lib/holds-api';
import { useToast } from '../../../lib/toast';
import { BestSeatsDialog } from '../components/best-seats-dialog';
import { ReservationHeader } from '../components/reservation-header';
import { SeatLegend } from '../components/seat-legend';
import { SeatMap, type ZoomTarget } from '../components/seat-map';
import { SelectionPanel } from '../components/selection-panel';
import { useSeatMapState } from '../hooks/use-seat-map-state';
import { findBestSeats } from '../map/best-seats';
import { seatPlace } from '../map/seat-label';
import '../seating.css';

const OTHER_BOOKING =
  'Tiene asientos reservados para otro evento. Complete esa compra o libérelos para elegir aquí.';

/** /eventos/reservation?event=<id>: the seat map, "Mejores asientos" and the cart. */
export function ReservationPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const booking = useBooking();
  const banner = useMemo(() => readBannerEvent(eventId), [eventId]);
  const event = useQuery({ ...eventDetailQuery(eventId), enabled: !!eventId });
  const rate = useQuery(currentRateQuery());
  const otherEvent =
    booking && booking.eventId !== eventId && booking.seatIds.length > 0 ? booking.eventId : null;
  const state = useSeatMapState(eventId, otherEvent ? OTHER_BOOKING : null);
  const { model } = state;
  const [bestOpen, setBestOpen] = useState(false);
  const [zoomTarget, setZoomTarget] = useState<ZoomTarget | null>(null);

  if (!eventId) {
    return (
      <section className="card">
        <Message severity="info" className="w-full mb-3" text="Elija primero un evento." />
        <Link to="/eventos">Ver eventos</Link>
      </section>
    );
  }

  const limits = Object.fromEntries((event.data?.zones ?? []).map((z) => [z.id, z.maxSeatsWeb]));
  const pickBest = async (zone: number, count: number): Promise<string | null> => {
    if (!model) return null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const seats = findBestSeats(model, zone, count);
      if (!seats)
        return `No hay ${count} asientos juntos disponibles en ${model.zones[zone].name}.`;
      const result = await state.hold(seats, true);
      if (result.ok) {
        setZoomTarget({ seats, key: Date.now() });
        const first = seatPlace(model, seats[0]);
        toast.show(
          'success',
          'Asientos reservados',
          `${seats.length} en ${model.zones[zone].name}, desde ${first}.`,
        );
        return null;
      }
      if (result.taken.length === 0) return 'No se pudieron reservar los asientos.';
    }
    return 'Los asientos se están vendiendo muy rápido. Intente de nuevo.';
  };

  const releaseOther = async () => {
    try {
      await releaseHolds(otherEvent ?? undefined);
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, 'No se pudieron liberar los asientos.'));
    }
  };

  return (
    <div className="reservation-page">
      <ReservationHeader
        eventId={eventId}
        name={event.data?.name ?? banner?.name}
        startAt={event.data?.startAt ?? banner?.startAt}
        venue={
          event.data
            ? `${event.data.location.name}, ${event.data.location.city}`
            : banner
              ? `${banner.locationName}, ${banner.locationCity}`
              : undefined
        }
      />
      {otherEvent ? (
        <Message
          severity="warn"
          className="w-full mb-3 justify-content-start"
          content={
            <div className="flex flex-wrap align-items-center gap-2 w-full">
              <span className="flex-1">{OTHER_BOOKING}</span>
              <Button
                label="Ir a mi reserva"
                size="small"
                outlined
                onClick={() => void navigate(`/eventos/reservation?event=${otherEvent}`)}
              />
              <Button
                label="Liberarlos"
                size="small"
                severity="danger"
                text
                onClick={() => void releaseOther()}
              />
            </div>
          }
        />
      ) : null}
      <div className="grid">
        <section className="col-12 lg:col-8" aria-label="Mapa de asientos">
          <div className="card seat-map-card">
            <div className="seat-map-toolbar">
              {model ? <SeatLegend zones={model.zones} /> : <span />}
              <Button
                label="Mejores asientos"
                icon="pi pi-star"
                outlined
                disabled={!model || !!otherEvent}
                onClick={() => setBestOpen(true)}
              />
            </div>
            <ErrorBoundary message="No se pudo mostrar el mapa de asientos.">
              {model ? (
                <SeatMap
                  model={model}
                  version={state.version}
                  category={event.data?.category ?? banner?.category}
                  pending={state.pending}
                  onToggle={state.toggle}
                  zoomTarget={zoomTarget}
                />
              ) : state.map.isError ? (
                <Message
                  severity="error"
                  className="w-full"
                  text={messageOf(state.map.error, 'No se pudo cargar el mapa.')}
                />
              ) : (
                <div className="seat-map-loading" role="status">
                  <ProgressSpinner
                    style={{ width: '3rem', height: '3rem' }}
                    strokeWidth="4"
                    aria-label="Cargando el mapa de asientos"
                  />
                </div>
              )}
            </ErrorBoundary>
          </div>
        </section>
        <aside className="col-12 lg:col-4">
          {model ? (
            <SelectionPanel
              model={model}
              seats={state.mine}
              pending={state.pending}
              rate={rate.data?.rate}
              onRemove={(seat) => void state.release(seat)}
              onClear={() => void state.releaseAll()}
              onContinue={() => void navigate(`/eventos/checkout?event=${eventId}`)}
            />
          ) : null}
        </aside>
      </div>
      {model && bestOpen ? (
        <BestSeatsDialog
          visible={bestOpen}
          onHide={() => setBestOpen(false)}
          model={model}
          limits={limits}
          onPick={pickBest}
        />
      ) : null}
    </div>
  );
}
