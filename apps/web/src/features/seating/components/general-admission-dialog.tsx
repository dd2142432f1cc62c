import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { formatInteger, formatMoney } from '../../../lib/format';
import { availableIn, type SeatModel } from '../map/seat-model';
import { QuantityInput, quantityMax } from './quantity-input';

interface GeneralAdmissionDialogProps {
  model: SeatModel;
  /** The general-admission zone (model index). */
  zone: number;
  /** Places one visitor may take in this zone at once (zone.maxSeatsWeb), when set. */
  limit: number | null;
  onHide: () => void;
  /** Holds `count` places of the zone; answers an error to show, or null when done. */
  onPick: (zone: number, count: number) => Promise<string | null>;
}

/**
 * A general-admission area's tickets (decision 052): no seat to choose, only how many. The
 * server gives the first free places of the zone, so two buyers never get the same one.
 */
export function GeneralAdmissionDialog(props: GeneralAdmissionDialogProps) {
  const { model, zone: z, limit, onHide, onPick } = props;
  const zone = model.zones[z];
  const free = availableIn(model, zone);
  const max = Math.max(1, Math.min(quantityMax(limit), free));
  const [count, setCount] = useState(Math.min(2, max));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const problem = await onPick(z, Math.min(count, max));
    setBusy(false);
    if (problem) setError(problem);
    else onHide();
  };

  return (
    <Dialog
      header={`${zone.name}: entradas generales`}
      visible
      onHide={onHide}
      style={{ width: '26rem' }}
      breakpoints={{ '576px': '95vw' }}
      footer={
        <Button
          label="Reservar entradas"
          icon="pi pi-ticket"
          loading={busy}
          disabled={free === 0}
          onClick={() => void submit()}
        />
      }
    >
      <p className="mt-0 line-height-3">
        <strong>{formatMoney(zone.basePrice)}</strong> por entrada ·{' '}
        {free ? `${formatInteger(free)} disponibles` : 'agotadas'}
      </p>
      <p className="text-color-secondary line-height-3">
        Entradas sin asiento asignado: dentro del área cada quien se ubica por orden de llegada.
      </p>
      <div className="field">
        <label htmlFor="general-count" className="block font-medium mb-2">
          Cantidad de entradas
        </label>
        <QuantityInput
          inputId="general-count"
          value={count}
          disabled={free === 0}
          onChange={setCount}
          max={max}
        />
        <small className="block mt-1 text-color-secondary">Hasta {max} por compra.</small>
      </div>
      {error ? <Message severity="warn" text={error} className="w-full" /> : null}
    </Dialog>
  );
}
