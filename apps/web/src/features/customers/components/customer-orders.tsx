import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { orderTotalColumns } from '../../../components/order-total-columns';
import { StaffTable } from '../../../components/staff-table';
import { canAccessSection } from '@tickera/shared/permissions';
import type { Order } from '@tickera/shared/schemas/orders';
import { formatDateTime, orderNumber } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { TwoLines } from '../../../components/table-cells';

/** Every order of the customer (cancelled too), newest first, with totals in both currencies. */
export function CustomerOrders({ orders }: { orders: Order[] }) {
  const { user } = useAuth();
  const linkable = canAccessSection(user?.role, 'reservation');
  return (
    <StaffTable
      value={orders}
      dataKey="id"
      label="Órdenes del cliente"
      empty="El cliente no tiene órdenes."
    >
      <Column
        header="N.º"
        body={(o: Order) =>
          linkable ? (
            <Link to={`/dashboard/reservation/detail?id=${o.id}`} className="white-space-nowrap">
              {orderNumber(o.number)}
            </Link>
          ) : (
            orderNumber(o.number)
          )
        }
      />
      <Column
        header="Evento"
        body={(o: Order) => <TwoLines main={o.event.name} sub={formatDateTime(o.createdAt)} />}
      />
      <Column
        header="Asientos"
        body={(o: Order) => o.seats.map((s) => s.seat.name).join(', ') || '—'}
      />
      {orderTotalColumns('Total')}
      <Column header="Estado" body={(o: Order) => <OrderStatusTag status={o.status} />} />
    </StaffTable>
  );
}
