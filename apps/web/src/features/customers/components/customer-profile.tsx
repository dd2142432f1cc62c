import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { customerDetailQuery } from '../api/customers-api';
import { CustomerOrders } from './customer-orders';
import { CustomerTickets } from './customer-tickets';

/** One customer: contact data, orders and the QR tickets of what they paid. */
export function CustomerProfile({ customerId }: { customerId: string }) {
  const detail = useQuery(customerDetailQuery(customerId));
  if (detail.isError) {
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(detail.error, 'No se pudo cargar el cliente.')}
      />
    );
  }
  if (!detail.data) return <Skeleton height="20rem" borderRadius="12px" />;
  const { profile, orders } = detail.data;
  const facts: [string, string][] = [
    ['Correo', profile.email ?? '—'],
    ['Cédula', profile.identification ?? '—'],
    ['Teléfono', profile.phone ?? '—'],
    ['Registrado', formatDateTime(profile.createdAt)],
    ['Último ingreso', profile.lastSignInAt ? formatDateTime(profile.lastSignInAt) : 'Nunca'],
  ];
  return (
    <div className="flex flex-column gap-3">
      <section className="card m-0" aria-labelledby="customer-name">
        <h2 id="customer-name" className="section-title">
          {profile.name} {profile.lastName}
        </h2>
        <dl className="customer-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card m-0" aria-labelledby="customer-orders-title">
        <h2 id="customer-orders-title" className="section-title">
          Órdenes ({orders.length})
        </h2>
        <CustomerOrders orders={orders} />
      </section>
      <section className="card m-0" aria-labelledby="customer-tickets-title">
        <h2 id="customer-tickets-title" className="section-title">
          Entradas
        </h2>
        <CustomerTickets orders={orders} />
      </section>
    </div>
  );
}
