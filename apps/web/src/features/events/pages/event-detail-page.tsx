import { Link, useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { currentRateQuery } from '../../rates/api/rates-api';
import { eventDetailQuery } from '../api/events-api';
import { saveBannerEvent } from '../../holds/api/booking-store';
import { formatEventDay, formatTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useStartedQuery } from '../../../lib/use-started-query';
import { EventBanner } from '../components/event-banner';
import { PricePair } from '../components/price-pair';
import { ZoneTable } from '../components/zone-table';
import { WaitlistCard } from '../components/waitlist-card';
import '../events.css';

/** /eventos/:id: what, when, where, the zones with prices, and "Comprar entradas". */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Started while rendering: subscribing forces no second render (decision 061).
  const event = useStartedQuery(eventDetailQuery(id));
  const rate = useStartedQuery(currentRateQuery());

  if (event.isPending) {
    return (
      <div className="grid">
        <div className="col-12 lg:col-8">
          <Skeleton height="18rem" borderRadius="16px" className="mb-3" />
          <Skeleton height="10rem" />
        </div>
        <div className="col-12 lg:col-4">
          <Skeleton height="14rem" />
        </div>
      </div>
    );
  }
  if (event.isError) {
    return (
      <section className="card">
        <Message
          severity="error"
          className="w-full mb-3"
          text={messageOf(event.error, 'No se pudo cargar el evento.')}
        />
        <Link to="/eventos">Volver a los eventos</Link>
      </section>
    );
  }

  const data = event.data;
  const soldOut = data.available === 0;
  const buy = () => {
    // Spec §2 / §9: the seat-selection page reads the event banner from `bannerEvent`.
    saveBannerEvent(data);
    void navigate(`/eventos/reservation?event=${data.id}`);
  };

  return (
    <article className="event-detail" aria-labelledby="event-title">
      <Link to="/eventos" className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Todos los eventos
      </Link>
      <div className="grid mt-2">
        <div className="col-12 lg:col-8">
          <EventBanner
            name={data.name}
            code={data.code}
            category={data.category}
            startAt={data.startAt}
            bannerUrl={data.bannerUrl}
            size="hero"
          />
          <section className="card mt-3">
            <h1 id="event-title" className="event-detail-title">
              {data.name}
            </h1>
            <ul className="event-facts">
              <li>
                <i className="pi pi-calendar" aria-hidden="true" />
                <span>{formatEventDay(data.startAt)}</span>
              </li>
              <li>
                <i className="pi pi-clock" aria-hidden="true" />
                <span>
                  {formatTime(data.startAt)}
                  {data.finishAt ? ` a ${formatTime(data.finishAt)}` : ''} (hora de Caracas)
                </span>
              </li>
              <li>
                <i className="pi pi-map-marker" aria-hidden="true" />
                <span>
                  {data.location.name}, {data.location.city}
                  {data.location.address ? ` · ${data.location.address}` : ''}
                </span>
              </li>
            </ul>
            {data.description ? <p className="event-description">{data.description}</p> : null}
            {data.printTypes.includes('HARDTICKET') ? (
              <Message
                severity="info"
                className="w-full justify-content-start"
                text="Su entrada digital es una referencia y se canjea por una entrada física: nuestro equipo lo contactará para la entrega."
              />
            ) : null}
          </section>
          <section className="card" aria-labelledby="zones-title">
            <h2 id="zones-title" className="text-xl mt-0">
              Zonas y precios
            </h2>
            <ZoneTable zones={data.zones} rate={rate.data?.rate} />
          </section>
        </div>
        <aside className="col-12 lg:col-4">
          <div className="card buy-card">
            {data.minPrice ? (
              <PricePair usd={data.minPrice} rate={rate.data?.rate} prefix="Entradas desde" />
            ) : null}
            <Button
              label={soldOut ? 'Agotado' : 'Comprar entradas'}
              icon="pi pi-ticket"
              size="large"
              className="w-full mt-3"
              disabled={soldOut}
              onClick={buy}
            />
            <ul className="buy-steps">
              <li>
                <i className="pi pi-th-large" aria-hidden="true" /> Elija sus asientos en el mapa
              </li>
              <li>
                <i className="pi pi-clock" aria-hidden="true" /> Los guardamos 10 minutos para usted
              </li>
              <li>
                <i className="pi pi-wallet" aria-hidden="true" /> Pague por transferencia o pago
                móvil
              </li>
            </ul>
          </div>
          <WaitlistCard eventId={data.id} soldOut={soldOut} zones={data.zones} />
        </aside>
      </div>
    </article>
  );
}
