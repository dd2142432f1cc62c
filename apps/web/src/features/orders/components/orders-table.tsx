import { Link, useNavigate } from 'react-router';
import { Column } from 'primereact/column';
import { orderTotalColumns } from '../../../components/order-total-columns';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { Tag } from 'primereact/tag';
import type { Order } from '@tickera/shared/schemas/orders';
import { formatDateTime, orderNumber } from '../../../lib/format';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { ORDERS_PAGE_SIZE, type OrdersPage } from '../api/orders-api';
import { customerName, paymentMethodLabel, seatList } from './order-labels';
import { TwoLines } from '../../../components/table-cells';

interface OrdersTableProps {
  data: OrdersPage;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

export function detailPath(orderId: string): string {
  return `/dashboard/reservation/detail?id=${orderId}`;
}

/** The staff order list, ten a page (the server pages it); a row opens its detail. */
export function OrdersTable({ data, page, loading, onPage }: OrdersTableProps) {
  const navigate = useNavigate();
  return (
    <StaffTable
      value={data.items}
      dataKey="id"
      {...serverPaging(page, ORDERS_PAGE_SIZE, data.total, onPage)}
      loading={loading}
      rowHover
      onRowClick={(e) => void navigate(detailPath((e.data as Order).id))}
      rowClassName={() => 'cursor-pointer'}
      stripedRows
      label="Reservaciones"
      empty="No hay reservaciones con estos filtros."
    >
      <Column
        header="N.º"
        body={(o: Order) => (
          <Link to={detailPath(o.id)} onClick={(e) => e.stopPropagation()}>
            {orderNumber(o.number)}
          </Link>
        )}
      />
      <Column header="Fecha" body={(o: Order) => formatDateTime(o.createdAt)} />
      <Column
        header="Cliente"
        body={(o: Order) => (
          <TwoLines main={customerName(o)} sub={o.customer.email ?? '—'} strong />
        )}
      />
      <Column header="Evento" body={(o: Order) => o.event.name} />
      <Column
        header="Asientos"
        body={(o: Order) => (
          <span title={o.seats.map((s) => s.seat.name).join(', ')}>
            <strong>{o.seats.length}</strong> · {seatList(o, 3)}
          </span>
        )}
      />
      {orderTotalColumns()}
      <Column
        header="Método / referencia"
        body={(o: Order) => (
          <div className="flex flex-column">
            <span>{paymentMethodLabel(o.paymentMethod)}</span>
            {o.payment?.reference ? (
              <small className="text-color-secondary">Ref. {o.payment.reference}</small>
            ) : null}
          </div>
        )}
      />
      <Column header="Estado" body={(o: Order) => <OrderStatusTag status={o.status} />} />
      <Column
        header="Revisión"
        body={(o: Order) =>
          o.inReview ? (
            <Tag value="En revisión" severity="info" icon="pi pi-flag" rounded />
          ) : (
            <span className="text-color-secondary">No</span>
          )
        }
      />
    </StaffTable>
  );
}
