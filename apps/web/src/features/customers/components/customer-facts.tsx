import { useQuery } from '@tanstack/react-query';
import { can } from '@tickera/shared/permissions';
import type { Order } from '@tickera/shared/schemas/orders';
import { useAuth } from '../../../lib/session';
import { customerDetailQuery } from '../api/customers-api';

/** Who an order is for; cédula and phone come from the customer's profile. */
export function CustomerFacts({ customer }: { customer: Order['customer'] }) {
  const { user } = useAuth();
  const profile = useQuery({
    ...customerDetailQuery(customer.id),
    enabled: can(user?.role, 'customers.search'),
    select: (d) => d.profile,
  });
  return (
    <dl className="order-facts">
      <div>
        <dt>Nombre</dt>
        <dd>{`${customer.name} ${customer.lastName}`.trim()}</dd>
      </div>
      <div>
        <dt>Correo</dt>
        <dd>{customer.email ?? '—'}</dd>
      </div>
      <div>
        <dt>Cédula</dt>
        <dd>{profile.data?.identification ?? '—'}</dd>
      </div>
      <div>
        <dt>Teléfono</dt>
        <dd>{profile.data?.phone ?? '—'}</dd>
      </div>
    </dl>
  );
}
