import { Checkbox } from 'primereact/checkbox';
import type { ReconcileMatch, ReconcileResult } from '@tickera/shared/schemas/reconcile';
import { formatDay, formatMoney } from '../../../lib/format';

const REASONS = {
  NO_ORDER: 'Ninguna orden con esa referencia',
  ALREADY_PAID: 'La orden ya estaba aprobada',
  CANCELLED: 'La orden está anulada',
} as const;

const day = (date: string | null) => (date ? formatDay(date) : '—');

interface ReconcileResultsProps {
  result: ReconcileResult;
  selected: Set<string>;
  onToggle: (orderId: string) => void;
}

function MatchTable({
  caption,
  rows,
  selected,
  onToggle,
}: {
  caption: string;
  rows: ReconcileMatch[];
  selected?: Set<string>;
  onToggle?: (orderId: string) => void;
}) {
  return (
    <table className="reconcile-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {onToggle ? <th scope="col">Aprobar</th> : null}
          <th scope="col">Fila</th>
          <th scope="col">Fecha</th>
          <th scope="col">Referencia</th>
          <th scope="col">Orden</th>
          <th scope="col">Cliente</th>
          <th scope="col">Banco</th>
          <th scope="col">Esperado</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.orderId}>
            {onToggle ? (
              <td>
                <Checkbox
                  inputId={`approve-${m.orderId}`}
                  checked={selected?.has(m.orderId) ?? false}
                  onChange={() => onToggle(m.orderId)}
                  aria-label={`Aprobar la orden #${m.orderNumber}`}
                />
              </td>
            ) : null}
            <td>{m.line}</td>
            <td>{day(m.date)}</td>
            <td>{m.reference}</td>
            <td>#{m.orderNumber}</td>
            <td>{m.customerName}</td>
            <td>{formatMoney(m.amountVes, 'VES')}</td>
            <td>{formatMoney(m.expectedVes, 'VES')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The statement sorted: matched (to approve), a different amount (to check by hand), no order. */
export function ReconcileResults({ result, selected, onToggle }: ReconcileResultsProps) {
  return (
    <div className="flex flex-column gap-4">
      {result.matched.length ? (
        <MatchTable
          caption={`Coinciden (${result.matched.length})`}
          rows={result.matched}
          selected={selected}
          onToggle={onToggle}
        />
      ) : (
        <p className="m-0">Ninguna línea coincide con una orden pendiente.</p>
      )}
      {result.amountMismatch.length ? (
        <MatchTable
          caption={`Monto distinto (${result.amountMismatch.length}): revíselas una por una`}
          rows={result.amountMismatch}
        />
      ) : null}
      {result.unmatched.length ? (
        <table className="reconcile-table">
          <caption>Sin orden pendiente ({result.unmatched.length})</caption>
          <thead>
            <tr>
              <th scope="col">Fila</th>
              <th scope="col">Fecha</th>
              <th scope="col">Referencia</th>
              <th scope="col">Monto</th>
              <th scope="col">Motivo</th>
            </tr>
          </thead>
          <tbody>
            {result.unmatched.map((u) => (
              <tr key={u.line}>
                <td>{u.line}</td>
                <td>{day(u.date)}</td>
                <td>{u.reference}</td>
                <td>{formatMoney(u.amountVes, 'VES')}</td>
                <td>{REASONS[u.reason]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.ignored ? (
        <p className="m-0 text-color-secondary">
          {result.ignored === 1
            ? 'Se ignoró 1 débito (dinero que sale de la cuenta).'
            : `Se ignoraron ${result.ignored} débitos (dinero que sale de la cuenta).`}
        </p>
      ) : null}
    </div>
  );
}
