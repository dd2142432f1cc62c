import { Column } from 'primereact/column';
import { addMoney } from '@tickera/shared/money';
import type { Settlement } from '@tickera/shared/schemas/reports';
import { StaffTable } from '../../../components/staff-table';
import { TwoLines } from '../../../components/table-cells';
import { formatDateTime, formatDay, formatEventDay, formatTime } from '../../../lib/format';
import { settlementLines, type SettlementLine } from '../settlement-lines';
import { countColumn, moneyColumns } from './report-columns';
import { ReportSection } from './report-section';

type Zone = Settlement['zones'][number];
type Method = Settlement['byPaymentMethod'][number];

const legal = (p: { name: string; rif: string | null }) =>
  p.rif ? `${p.name} · RIF ${p.rif}` : p.name;

function period(s: Settlement): string {
  if (!s.from && !s.to) return 'Todas las ventas del evento';
  return `Del ${s.from ? formatDay(s.from) : 'inicio'} al ${s.to ? formatDay(s.to) : 'día de emisión'}`;
}

/** Who and what the settlement is of: the event, the producer, the operator, the period. */
function SettlementHead({ s }: { s: Settlement }) {
  const facts: [string, string][] = [
    ['Evento', `${s.event.name} (${s.event.code})`],
    [
      'Fecha y lugar',
      `${formatEventDay(s.event.startAt)}, ${formatTime(s.event.startAt)} · ${s.event.locationName}`,
    ],
    ['Productor', s.store ? legal(s.store) : 'Sin tienda asignada'],
    ['Operador', legal(s.operator)],
    ['Período', period(s)],
    ['Emitido', formatDateTime(s.issuedAt)],
  ];
  return (
    <dl className="settlement-head">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinesTable({ lines, label }: { lines: SettlementLine[]; label: string }) {
  return (
    <StaffTable
      value={lines}
      dataKey="concept"
      label={label}
      className="staff-table settlement-lines"
      empty="Sin líneas."
      rowClassName={(l: SettlementLine) => (l.total ? 'settlement-total' : '')}
    >
      <Column
        header="Concepto"
        body={(l: SettlementLine) =>
          l.detail ? <TwoLines main={l.concept} sub={l.detail} strong={l.total} /> : l.concept
        }
      />
      {moneyColumns<SettlementLine>(
        (l) => l.usd,
        (l) => l.ves,
      )}
    </StaffTable>
  );
}

/** The settlement on screen: the same lines, zones and methods as its PDF and workbook. */
export function SettlementView({ s }: { s: Settlement }) {
  const lines = settlementLines(s.totals);
  const zoneTotal = {
    usd: addMoney('0', ...s.zones.map((z) => z.gross)),
    ves: addMoney('0', ...s.zones.map((z) => z.grossVes)),
  };
  return (
    <div className="settlement">
      <SettlementHead s={s} />
      <div className="settlement-grid">
        <ReportSection id="settlement-lines" title="Liquidación">
          <LinesTable lines={lines.sales} label="Liquidación" />
          <h3 className="settlement-subtitle">Fuera de la venta</h3>
          <LinesTable lines={lines.apart} label="Fuera de la venta" />
        </ReportSection>
        <div className="settlement-side">
          <ReportSection id="settlement-zones" title="Ventas por zona">
            <StaffTable
              value={s.zones}
              dataKey="zoneName"
              label="Ventas por zona"
              empty="El evento no tiene zonas."
            >
              <Column header="Zona" field="zoneName" footer="Total" />
              {countColumn<Zone>('seats', 'Asientos', (z) => z.seatsSold, s.totals.seatsSold)}
              {moneyColumns<Zone>(
                (z) => z.gross,
                (z) => z.grossVes,
                ['Bruto USD', 'Bruto Bs.S'],
                zoneTotal,
              )}
            </StaffTable>
          </ReportSection>
          <ReportSection id="settlement-methods" title="Por método de pago">
            <StaffTable
              value={s.byPaymentMethod}
              dataKey="paymentMethod"
              label="Por método de pago"
              empty="Ninguna venta pagada en este período."
            >
              <Column header="Método" field="label" />
              {countColumn<Method>('orders', 'Órdenes', (m) => m.orders)}
              {countColumn<Method>('seats', 'Asientos', (m) => m.seats)}
              {moneyColumns<Method>(
                (m) => m.total,
                (m) => m.totalVes,
                ['Total USD', 'Total Bs.S'],
              )}
            </StaffTable>
          </ReportSection>
        </div>
      </div>
    </div>
  );
}
