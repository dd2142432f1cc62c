import { Button } from 'primereact/button';
import { addMoney, convertToVes } from '@tickera/shared/money';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatMoney } from '../../../lib/format';
import { seatAccess, seatPlace } from '../map/seat-label';
import type { SeatModel } from '../map/seat-model';

interface SelectionPanelProps {
  model: SeatModel;
  seats: number[];
  pending: ReadonlySet<number>;
  rate?: string;
  onRemove: (seat: number) => void;
  onClear: () => void;
  onContinue: () => void;
}

/** The cart beside the map: the seats held, a remove button each, totals, "Continuar al pago". */
export function SelectionPanel(props: SelectionPanelProps) {
  const { model, seats, pending, rate } = props;
  const subtotal = addMoney('0', ...seats.map((s) => model.zones[model.zoneOf[s]].basePrice));
  const busy = pending.size > 0;

  return (
    <section className="card selection-panel" aria-labelledby="selection-title">
      <div className="flex align-items-center justify-content-between mb-3">
        <h2 id="selection-title" className="text-xl m-0">
          Sus asientos
        </h2>
        {seats.length > 0 ? (
          <Button
            label="Vaciar"
            icon="pi pi-trash"
            text
            size="small"
            severity="secondary"
            onClick={props.onClear}
            disabled={busy}
          />
        ) : null}
      </div>
      {seats.length === 0 ? (
        <p className="selection-empty">
          <i className="pi pi-ticket" aria-hidden="true" />
          Toque un asiento disponible en el mapa o use «Mejores asientos».
        </p>
      ) : (
        <ul className="selection-list" aria-label="Asientos reservados">
          {seats.map((s) => {
            const zone = model.zones[model.zoneOf[s]];
            const place = seatPlace(model, s);
            return (
              <li key={s} className="selection-item">
                <span
                  className="legend-dot"
                  style={{ background: zone.color }}
                  aria-hidden="true"
                />
                <div className="selection-item-text">
                  <strong>{zone.name}</strong>
                  <span>{place}</span>
                  <SeatAccessNote access={seatAccess(model, s)} />
                </div>
                <span className="selection-price">{formatMoney(zone.basePrice)}</span>
                <Button
                  icon="pi pi-times"
                  rounded
                  text
                  severity="danger"
                  aria-label={`Quitar ${place}`}
                  loading={pending.has(s)}
                  onClick={() => props.onRemove(s)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <dl className="selection-totals">
        <dt>{seats.length === 1 ? '1 asiento' : `${seats.length} asientos`}</dt>
        <dd>
          <strong>{formatMoney(subtotal)}</strong>
          {rate ? <span>{formatMoney(convertToVes(subtotal, rate), 'VES')}</span> : null}
        </dd>
      </dl>
      <p className="selection-note">Cargos por servicio e IVA se calculan en el pago.</p>
      <Button
        label="Continuar al pago"
        icon="pi pi-arrow-right"
        iconPos="right"
        className="w-full"
        size="large"
        disabled={seats.length === 0 || busy}
        onClick={props.onContinue}
      />
    </section>
  );
}
