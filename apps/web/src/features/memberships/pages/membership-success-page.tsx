import '../memberships.css';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatEventDay, formatMoney } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { awaitsPaymentApproval, membershipsQuery } from '../api/memberships-api';

/** /dashboard/membership/successful-purchase?code=: the membership's code, seats and events. */
export function MembershipSuccessPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const found = useQuery({ ...membershipsQuery(code), enabled: !!code });
  const m = found.data?.[0];
  return (
    <section className="card membership-success">
      <i className="pi pi-check-circle membership-success-icon" aria-hidden="true" />
      <h1 className="text-2xl mt-0">Membresía registrada</h1>
      {found.isPending && code ? <ListSkeleton rows={3} label="Cargando la membresía" /> : null}
      {found.isError ? (
        <Message
          severity="error"
          text={messageOf(found.error, 'No se pudo cargar la membresía.')}
        />
      ) : null}
      {m ? (
        <>
          <p className="membership-code" aria-label="Código de la membresía">
            {m.membershipCode}
          </p>
          <p>
            {m.type.name} para <strong>{m.customer.name}</strong> ({m.customer.email}):{' '}
            {m.seats.map((s) => `${s.zone} ${s.name}`).join(', ')}. Total{' '}
            <strong>{formatMoney(m.total)}</strong>.{' '}
            {awaitsPaymentApproval(m)
              ? 'El pago queda por aprobar: otra persona lo verifica en el banco y entonces se envían por correo las entradas de cada evento.'
              : 'Las entradas de cada evento se enviaron por correo.'}
          </p>
          <ul className="membership-events" aria-label="Eventos de la membresía">
            {m.orders.map((o) => (
              <li key={o.id}>
                <span>{o.eventName}</span>
                <span className="text-color-secondary">{formatEventDay(o.startAt)}</span>
                <Link to={`/dashboard/reservation/detail?id=${o.id}`}>Orden #{o.number}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/dashboard/membership">Volver a las membresías</Link>
    </section>
  );
}
