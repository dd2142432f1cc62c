import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { can } from '@tickera/shared/permissions';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { staffOrdersQuery } from '../api/orders-api';
import { ListSkeleton } from '../../../components/list-skeleton';
import { OrderFilters } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { ReferenceLookupDialog } from '../components/reference-lookup-dialog';
import { useOrderFilters } from '../hooks/use-order-filters';
import '../staff-orders.css';

/** /dashboard/reservation: the orders to verify, approve or cancel, and the box-office sale. */
/** `actions`: more buttons for the header, composed by app/ (e.g. Conciliar, from payments). */
export function StaffOrdersPage({ actions }: { actions?: ReactNode }) {
  const { user } = useAuth();
  const { filters, update } = useOrderFilters();
  const orders = useQuery(staffOrdersQuery(filters));
  const [lookupOpen, setLookupOpen] = useState(false);

  return (
    <section className="card">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="text-2xl font-semibold m-0">Reservaciones</h1>
        <div className="flex flex-wrap gap-2">
          <Button
            label="Buscar referencia"
            icon="pi pi-receipt"
            outlined
            onClick={() => setLookupOpen(true)}
          />
          {actions}
          {can(user?.role, 'orders.createForCustomer') ? (
            <Link to="/dashboard/reservation/create" className="p-button p-component">
              <i className="pi pi-plus mr-2" aria-hidden="true" /> Nueva venta
            </Link>
          ) : null}
        </div>
      </div>
      <OrderFilters filters={filters} onChange={update} />
      {orders.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(orders.error, 'No se pudieron cargar las reservaciones.')}
        />
      ) : null}
      {orders.isPending ? <ListSkeleton label="Cargando reservaciones" /> : null}
      {orders.data ? (
        <OrdersTable
          data={orders.data}
          page={filters.page}
          loading={orders.isFetching && orders.isPlaceholderData}
          onPage={(page) => update({ page })}
        />
      ) : null}
      {lookupOpen ? (
        <ReferenceLookupDialog visible={lookupOpen} onHide={() => setLookupOpen(false)} />
      ) : null}
    </section>
  );
}
