import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { Order } from '@tickera/shared/schemas/orders';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatMoney } from '../../../lib/format';

type OrderSeat = Order['seats'][number];

/** Zone, seat, price and — once paid — the ticket code of each seat of the order. */
export function OrderSeatsTable({ order }: { order: Order }) {
  return (
    <DataTable
      value={order.seats}
      dataKey="seatId"
      size="small"
      stripedRows
      emptyMessage="La orden no tiene asientos activos."
      pt={{ table: { 'aria-label': 'Asientos de la orden' } }}
    >
      <Column header="Zona" body={(s: OrderSeat) => s.zone.name} />
      <Column
        header="Asiento"
        body={(s: OrderSeat) => (
          <>
            <strong>{s.seat.name}</strong>
            <SeatAccessNote access={s.seat.access} before={<br />} />
          </>
        )}
      />
      <Column header="Fila" body={(s: OrderSeat) => s.seat.row} />
      <Column header="Precio" align="right" body={(s: OrderSeat) => formatMoney(s.price)} />
      <Column
        header="Entrada"
        body={(s: OrderSeat) =>
          s.ticket ? (
            <code className="text-sm">{s.ticket.code}</code>
          ) : (
            <span>{s.ticketIssued ? 'Emitida' : '—'}</span>
          )
        }
      />
    </DataTable>
  );
}
