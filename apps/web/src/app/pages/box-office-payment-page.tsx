import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { CustomerField } from '../../features/customers/components/customer-picker';
import { messageOf } from '../../lib/http';
import { useAuth } from '../../lib/session';
import { BoxOfficePaymentForm } from '../../features/orders/components/box-office-payment-form';
import { BoxOfficeSteps } from '../../features/orders/components/box-office-steps';
import { HoldTimer } from '../../features/orders/components/hold-timer';
import { SaleSummary } from '../../features/orders/components/sale-summary';
import { useBoxOfficeSale } from '../../features/orders/hooks/use-box-office-sale';
import { cartSummaryQuery } from '../../features/orders/api/payment-api';
import '../../features/orders/staff-orders.css';

/** /dashboard/reservation/payment?event=: who buys, how they pay; then the order is created. */
export function BoxOfficePaymentPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const { user } = useAuth();
  const summary = useQuery(cartSummaryQuery(user?.id, eventId));
  const sale = useBoxOfficeSale(eventId);
  const seats = summary.data?.zones.reduce((n, z) => n + z.seatsCount, 0) ?? 0;
  const mapPath = `/dashboard/reservation/create${eventId ? `?event=${eventId}` : ''}`;

  return (
    <div>
      <Link to={mapPath} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Volver al mapa
      </Link>
      <section className="card mb-3">
        <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h1 className="text-2xl font-semibold m-0">Cliente y pago</h1>
          {eventId ? <HoldTimer eventId={eventId} /> : null}
        </div>
        <BoxOfficeSteps current={2} />
        {sale.problem ? (
          <Message
            severity="error"
            className="w-full justify-content-start"
            content={
              <span>
                {sale.problem.message}{' '}
                {['NO_HOLDS', 'HOLD_EXPIRED', 'SEAT_UNAVAILABLE'].includes(sale.problem.code) ? (
                  <Link to={mapPath}>Elegir los asientos de nuevo</Link>
                ) : null}
              </span>
            }
          />
        ) : null}
      </section>
      {!eventId ? (
        <Message
          severity="info"
          className="w-full justify-content-start"
          text="Elija primero el evento y los asientos."
        />
      ) : summary.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(summary.error, 'No se pudo calcular la venta.')}
        />
      ) : !summary.data ? (
        <Skeleton height="20rem" borderRadius="12px" />
      ) : seats === 0 ? (
        <section className="card">
          <p className="mt-0">No tiene asientos apartados para este evento.</p>
          <Link to={mapPath}>Elegir asientos</Link>
        </section>
      ) : (
        <div className="grid">
          <section className="col-12 lg:col-8" aria-label="Cliente y pago">
            <div className="card m-0">
              <BoxOfficePaymentForm
                total={summary.data.total}
                totalVes={summary.data.totalVes}
                onSubmit={sale.sell}
                renderCustomer={(field) => <CustomerField {...field} />}
              />
            </div>
          </section>
          <aside className="col-12 lg:col-4" aria-labelledby="sale-summary-title">
            <div className="card m-0">
              <h2 id="sale-summary-title" className="section-title">
                Resumen ({seats === 1 ? '1 asiento' : `${seats} asientos`})
              </h2>
              <SaleSummary summary={summary.data} />
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
