import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { multiplyMoney, convertToVes } from '@tickera/shared/money';
import { can } from '@tickera/shared/permissions';
import { CustomerField } from '../../features/customers/components/customer-picker';
import {
  createMembership,
  membershipTypesQuery,
} from '../../features/memberships/api/memberships-api';
import { BoxOfficePaymentForm } from '../../features/orders/components/box-office-payment-form';
import { toOrderBody, type BoxOfficeForm } from '../../features/orders/box-office-form';
import { clearBookingKeys } from '../../features/holds/api/booking-store';
import { currentRateQuery } from '../../features/rates/api/rates-api';
import { formatMoney } from '../../lib/format';
import { holdsQuery } from '../../features/holds/api/holds-api';
import { ApiError, fieldErrorsOf, messageOf } from '../../lib/http';
import { useAuth } from '../../lib/session';
import { useToast } from '../../lib/toast';
import '../../features/orders/staff-orders.css';
import { BoxOfficeSeatMap } from './box-office-seat-map';

/**
 * /dashboard/membership/create?type=: the season's type, its seats picked on the first
 * event's map (held by the staff member meanwhile), then the customer and the payment.
 */
export function MembershipCreatePage() {
  const [params, setParams] = useSearchParams();
  const typeId = params.get('type') ?? '';
  const types = useQuery(membershipTypesQuery());
  const type = types.data?.find((t) => t.id === typeId);
  const first = type?.events[0];
  const { user } = useAuth();
  if (!can(user?.role, 'memberships.create'))
    return (
      <Message
        severity="warn"
        className="w-full justify-content-start"
        text="Su rol puede consultar las membresías, pero no venderlas."
      />
    );

  return (
    <div>
      <Link to="/dashboard/membership" className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Membresías
      </Link>
      <section className="card mb-3">
        <h1 className="text-2xl font-semibold mt-0">Vender membresía</h1>
        <div className="flex flex-column gap-1" style={{ maxWidth: '28rem' }}>
          <label htmlFor="membership-type">Tipo de membresía</label>
          <Dropdown
            inputId="membership-type"
            value={typeId || null}
            options={(types.data ?? [])
              .filter((t) => t.isActive && t.events.length)
              .map((t) => ({
                value: t.id,
                label: `${t.name} · ${formatMoney(t.price)} por asiento`,
              }))}
            onChange={(e) => setParams({ type: e.value as string }, { replace: true })}
            placeholder={types.isPending ? 'Cargando…' : 'Elija el tipo'}
          />
        </div>
        {type && first ? (
          <p className="text-color-secondary mb-0">
            <i className="pi pi-info-circle mr-2" aria-hidden="true" />
            Elija los asientos en el mapa de <strong>{first.name}</strong>: se tomarán los mismos en
            los {type.events.length} eventos de la temporada
            {type.zoneCode ? ` (zona ${type.zoneCode})` : ''}.
          </p>
        ) : null}
      </section>
      {type && first ? (
        <MembershipSale key={type.id} typeId={type.id} eventId={first.id} price={type.price} />
      ) : null}
    </div>
  );
}

function MembershipSale({
  typeId,
  eventId,
  price,
}: {
  typeId: string;
  eventId: string;
  price: string;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const rate = useQuery(currentRateQuery());
  const holds = useQuery(holdsQuery(user?.id, eventId));
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const seatIds = holds.data?.map((h) => h.seatId) ?? [];
  const total = multiplyMoney(price, seatIds.length);

  const sell = async (values: BoxOfficeForm): Promise<Record<string, string> | null> => {
    setProblem(null);
    const { paymentMethod, payment } = toOrderBody(eventId, values);
    try {
      const m = await createMembership({
        membershipTypeId: typeId,
        customerId: values.customerId,
        seatIds,
        paymentMethod,
        ...(payment ? { payment } : {}),
      });
      clearBookingKeys({ promo: false });
      void queryClient.invalidateQueries({ queryKey: ['holds'] });
      void queryClient.invalidateQueries({ queryKey: ['memberships'] });
      await navigate(`/dashboard/membership/successful-purchase?code=${m.membershipCode}`, {
        replace: true,
      });
      return null;
    } catch (error) {
      toast.show(
        'error',
        'No se pudo vender la membresía',
        messageOf(error, 'Intente nuevamente.'),
      );
      if (error instanceof ApiError) setProblem(error.message);
      const fields = fieldErrorsOf(error);
      return fields.customerId ? { customerId: fields.customerId } : null;
    }
  };

  if (paying && seatIds.length)
    return (
      <div className="grid">
        <section className="col-12 lg:col-8" aria-label="Cliente y pago">
          <div className="card m-0">
            {problem ? (
              <Message
                severity="error"
                className="w-full justify-content-start mb-3"
                text={problem}
              />
            ) : null}
            <BoxOfficePaymentForm
              total={total}
              totalVes={rate.data ? convertToVes(total, rate.data.rate) : undefined}
              onSubmit={sell}
              orderOptions={false}
              submitLabel="Vender membresía"
              renderCustomer={(field) => <CustomerField {...field} />}
            />
          </div>
        </section>
        <aside className="col-12 lg:col-4">
          <div className="card m-0">
            <h2 className="section-title">Resumen</h2>
            <p className="m-0">
              {seatIds.length === 1 ? '1 asiento' : `${seatIds.length} asientos`} ×{' '}
              {formatMoney(price)} = <strong>{formatMoney(total)}</strong>
            </p>
            <button type="button" className="p-link mt-3" onClick={() => setPaying(false)}>
              <i className="pi pi-arrow-left mr-2" aria-hidden="true" />
              Cambiar asientos
            </button>
          </div>
        </aside>
      </div>
    );

  return (
    <BoxOfficeSeatMap eventId={eventId} rate={rate.data?.rate} onContinue={() => setPaying(true)} />
  );
}
