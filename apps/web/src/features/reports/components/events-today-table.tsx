import { Link } from 'react-router';
import { Column } from 'primereact/column';
import type { Indicators } from '@tickera/shared/schemas/reports';
import { StaffTable } from '../../../components/staff-table';
import { TwoLines } from '../../../components/table-cells';
import { formatAge, formatDateTime, formatInteger, formatMoney } from '../../../lib/format';

type EventToday = Indicators['byEvent'][number];

/** Today's figures per event: those that sold, wait for approvals, had entries or play today. */
export function EventsTodayTable({ rows, now }: { rows: EventToday[]; now: number }) {
  return (
    <StaffTable
      value={rows}
      dataKey="eventId"
      label="Cifras de hoy por evento"
      empty="Ningún evento con movimiento hoy."
    >
      <Column
        header="Evento"
        style={{ minWidth: '12rem' }}
        body={(r: EventToday) => (
          <TwoLines main={r.eventName} sub={formatDateTime(r.startAt)} strong />
        )}
      />
      <Column header="Órdenes" align="right" body={(r: EventToday) => formatInteger(r.orders)} />
      <Column
        header="Asientos vendidos"
        align="right"
        body={(r: EventToday) => formatInteger(r.seatsSold)}
      />
      <Column
        header="Bruto"
        align="right"
        body={(r: EventToday) => (
          <TwoLines main={formatMoney(r.gross)} sub={formatMoney(r.grossVes, 'VES')} />
        )}
      />
      <Column
        header="Pendientes"
        align="right"
        body={(r: EventToday) =>
          r.pendingApprovals ? (
            <TwoLines
              main={
                <Link to={`/dashboard/reservation?event=${r.eventId}`}>
                  {formatInteger(r.pendingApprovals)}
                </Link>
              }
              sub={r.oldestPendingAt ? `desde ${formatAge(r.oldestPendingAt, now)}` : ''}
            />
          ) : (
            '0'
          )
        }
      />
      <Column header="Entradas" align="right" body={(r: EventToday) => formatInteger(r.checkIns)} />
    </StaffTable>
  );
}
