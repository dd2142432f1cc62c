import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { PurchaseSteps } from '../../../components/purchase-steps';
import { readPromo, useBooking } from '../../holds/api/booking-store';
import { holdsQuery, syncBookingFromHolds } from '../../holds/api/holds-api';
import { ApiError } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { AccountStep } from '../components/account-step';
import { OrderSummary } from '../components/order-summary';
import { PaymentForm } from '../components/payment-form';
import { WaitlistOfferNote } from '../components/waitlist-offer-note';
import { seatPlace } from '../../../lib/format';
import { settingsQuery } from '../../settings/api/settings-api';
import { usePlaceOrder } from '../hooks/use-place-order';
import { cartSummaryQuery } from '../api/payment-api';
import '../orders.css';

/** /eventos/checkout: who buys (sign up or in, seats kept), how they paid, and the totals. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const booking = useBooking();
  const eventId = booking?.eventId ?? params.get('event') ?? '';
  const { user } = useAuth();
  const holds = useQuery({ ...holdsQuery(user?.id, eventId), enabled: !!user && !!eventId });
  const settings = useQuery(settingsQuery());
  const bankAccounts = (settings.data?.paymentAccounts ?? []).filter(
    (a) => a.method === 'TRANSFERENCIA' || a.method === 'PAGO_MOVIL',
  );
  const [promo] = useState(readPromo);
  const promoCode = promo?.eventId === eventId ? promo.code : undefined;
  // The summary with the promotion's coupon; when the server refuses it (used up, expired,
  // this buyer's limit), the reason is shown and the purchase goes on at the full price.
  const discounted = useQuery({ ...cartSummaryQuery(user?.id, eventId, promoCode), retry: false });
  const couponRefused =
    promoCode && discounted.error instanceof ApiError && discounted.error.code === 'COUPON_INVALID'
      ? String(
          (discounted.error.details?.fields as Record<string, string> | undefined)?.couponCode ??
            discounted.error.message,
        )
      : null;
  const fullPrice = useQuery({
    ...cartSummaryQuery(user?.id, eventId),
    enabled: !!user && !!eventId && (!promoCode || !!couponRefused),
  });
  const summary = promoCode && !couponRefused ? discounted : fullPrice;
  const couponCode = couponRefused ? undefined : promoCode;
  const { place, problem } = usePlaceOrder(eventId, couponCode);
  const [lost, setLost] = useState<string[]>([]);
  const names = useRef(new Map<string, string>());

  useEffect(() => {
    if (!holds.data) return;
    for (const h of holds.data) names.current.set(h.seatId, seatPlace(h.seat));
    syncBookingFromHolds(eventId, holds.data);
  }, [holds.data, eventId]);

  const seatIds = holds.data?.map((h) => h.seatId) ?? [];
  const anonymous = !user || user.isAnonymous;
  const empty = !eventId || !user || (holds.isSuccess && holds.data.length === 0);
  const backToMap = eventId ? `/eventos/reservation?event=${eventId}` : '/eventos';

  return (
    <div className="checkout-page">
      <header className="checkout-header">
        <div>
          <Link to={backToMap} className="back-link">
            <i className="pi pi-arrow-left" aria-hidden="true" /> Volver al mapa de asientos
          </Link>
          <h1>Pago</h1>
        </div>
        <PurchaseSteps current={2} />
      </header>
      {problem ? (
        <Message
          severity="error"
          className="w-full mb-3 justify-content-start"
          text={problem.message}
        />
      ) : null}
      {couponRefused ? (
        <Message
          severity="warn"
          className="w-full mb-3 justify-content-start"
          text={`El cupón ${promoCode} no se puede usar (${couponRefused.replace(/\.$/, '')}): el total es sin descuento.`}
        />
      ) : null}
      {user && !user.isAnonymous && eventId ? (
        <WaitlistOfferNote eventId={eventId} userId={user.id} />
      ) : null}
      {lost.length ? (
        <Message
          severity="warn"
          className="w-full mb-3 justify-content-start"
          text={`Mientras iniciaba sesión, otra persona reservó: ${lost.join('; ')}. Conservamos el resto de sus asientos.`}
        />
      ) : null}
      {empty && !holds.isLoading ? (
        <section className="card empty-checkout">
          <i className="pi pi-shopping-cart" aria-hidden="true" />
          <h2>No tiene asientos reservados</h2>
          <p>Elija sus asientos en el mapa: se los guardamos 10 minutos mientras paga.</p>
          <Link to={backToMap} className="p-button p-component">
            <i className="pi pi-th-large mr-2" aria-hidden="true" /> Elegir asientos
          </Link>
        </section>
      ) : (
        <div className="grid">
          <div className="col-12 lg:col-7">
            {anonymous ? (
              <AccountStep
                eventId={eventId}
                seatIds={seatIds}
                onLost={(ids) => setLost(ids.map((id) => names.current.get(id) ?? 'un asiento'))}
              />
            ) : (
              <section className="card buyer-card" aria-labelledby="buyer-title">
                <h2 id="buyer-title" className="checkout-section-title">
                  <span className="step-number done">
                    <i className="pi pi-check" aria-hidden="true" />
                  </span>{' '}
                  Comprador
                </h2>
                <p className="m-0">
                  <strong>
                    {user.name} {user.lastName}
                  </strong>{' '}
                  · {user.email}
                </p>
              </section>
            )}
            <section className="card" aria-labelledby="payment-title">
              <h2 id="payment-title" className="checkout-section-title">
                <span className="step-number">2</span> Pago
              </h2>
              {anonymous ? (
                <Message
                  severity="info"
                  className="w-full mb-3 justify-content-start"
                  text="Cree su cuenta o inicie sesión para registrar el pago."
                />
              ) : null}
              {settings.data && !bankAccounts.length ? (
                <Message
                  severity="warn"
                  className="w-full justify-content-start"
                  text={`El pago en línea no está disponible por ahora. Escríbanos a ${settings.data.supportEmail} o por WhatsApp al ${settings.data.supportWhatsApp}.`}
                />
              ) : settings.data ? (
                <PaymentForm
                  summary={summary.data}
                  accounts={bankAccounts}
                  disabled={anonymous}
                  onSubmit={place}
                />
              ) : null}
            </section>
          </div>
          <aside className="col-12 lg:col-5">
            {summary.data ? (
              <OrderSummary
                summary={summary.data}
                holds={holds.data ?? []}
                paymentDeadlineMinutes={settings.data?.paymentDeadlineMinutes}
              />
            ) : (
              <Skeleton height="24rem" borderRadius="12px" />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
