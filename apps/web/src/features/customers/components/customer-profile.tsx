import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { customerDetailQuery } from '../api/customers-api';
import { CustomerOrders } from './customer-orders';
import { CustomerTickets } from './customer-tickets';
import { CardSection } from '../../../components/card-section';

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
      <CardSection id="customer-name" title={`${profile.name} ${profile.lastName}`}>
        <dl className="customer-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
      <CardSection id="customer-orders" title={`Órdenes (${orders.length})`}>
        <CustomerOrders orders={orders} />
      </CardSection>
      <CardSection id="customer-tickets" title="Entradas">
        <CustomerTickets orders={orders} />
      </CardSection>
    </div>
  );
}
