import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { readBannerEvent, readPromo, useBooking } from '../../holds/api/booking-store';
import { formatMoney } from '../../../lib/format';
import { eventDetailQuery } from '../../events/api/events-api';
import { currentRateQuery } from '../../rates/api/rates-api';
import { useToast } from '../../../lib/toast';
import { useStartedQuery } from '../../../lib/use-started-query';
import { BestSeatsDialog } from '../components/best-seats-dialog';
import { SeatSelectionHeader } from '../components/seat-selection-header';
import { OtherEventNotice, SeatMapWorkspace } from '../components/seat-map-workspace';
import type { ZoomTarget } from '../components/seat-map';
import { useSeatMapState } from '../hooks/use-seat-map-state';
import { seatPlace } from '../map/seat-label';
import '../seating.css';

const OTHER_BOOKING =
  'Tiene asientos reservados para otro evento. Complete esa compra o libérelos para elegir aquí.';

/** /eventos/reservation?event=<id> (the URL keeps the spec's name): the seat map, "Mejores asientos" and the cart. */
export function SeatSelectionPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const booking = useBooking();
  const banner = useMemo(() => readBannerEvent(eventId), [eventId]);
  const promo = useMemo(() => {
    const p = readPromo();
    return p?.eventId === eventId && p.discountValue ? p : null;
  }, [eventId]);
  const event = useStartedQuery({ ...eventDetailQuery(eventId), enabled: !!eventId });
  const rate = useStartedQuery(currentRateQuery());
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
  const pickBest = async (
    zone: number,
    count: number,
    accessible: boolean,
  ): Promise<string | null> => {
    if (!model) return null;
    const result = await state.holdBest(zone, count, accessible);
    if ('problem' in result) return result.problem;
    const { seats } = result;
    setZoomTarget({ seats, key: Date.now() });
    toast.show(
      'success',
      'Asientos reservados',
      `${seats.length} en ${model.zones[zone].name}, desde ${seatPlace(model, seats[0])}.`,
    );
    return null;
  };

  return (
    <div className="seat-selection-page">
      <SeatSelectionHeader
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
      {promo ? (
        <Message
          severity="success"
          className="w-full mb-3 justify-content-start promo-banner"
          content={
            <span>
              <i className="pi pi-tag mr-2" aria-hidden="true" />
              Promoción <strong>{promo.code}</strong>:{' '}
              {promo.discountType === 'PERCENT'
                ? `${Number(promo.discountValue).toLocaleString('es-VE')} % de descuento`
                : `${formatMoney(promo.discountValue!)} de descuento`}{' '}
              en sus entradas. Verá el total con el descuento antes de pagar.
            </span>
          }
        />
      ) : null}
      {otherEvent ? (
        <OtherEventNotice
          otherEvent={otherEvent}
          text={OTHER_BOOKING}
          goLabel="Ir a mi reserva"
          onGo={() => void navigate(`/eventos/reservation?event=${otherEvent}`)}
        />
      ) : null}
      <SeatMapWorkspace
        state={state}
        category={event.data?.category ?? banner?.category}
        rate={rate.data?.rate}
        onContinue={() => void navigate(`/eventos/checkout?event=${eventId}`)}
        breakpoint="lg"
        zoomTarget={zoomTarget}
        zones={event.data?.zones}
        toolbarEnd={
          <Button
            label="Mejores asientos"
            icon="pi pi-star"
            outlined
            // A venue that is all floor has no seats to find together (decision 052).
            disabled={!model || !!otherEvent || model.zones.every((z) => z.general)}
            onClick={() => setBestOpen(true)}
          />
        }
      />
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
