import { useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { formatInteger, formatMoney } from '../../../lib/format';
import { availableIn, offeredIn, type SeatModel } from '../map/seat-model';
import { QuantityInput, quantityMax } from './quantity-input';

interface BestSeatsDialogProps {
  visible: boolean;
  onHide: () => void;
  model: SeatModel;
  /** Seats one visitor may take per zone on the web (zone.maxSeatsWeb), by zone id. */
  limits: Record<string, number | null>;
  /** Finds and holds the seats; answers an error to show, or null when done. */
  onPick: (zone: number, count: number, accessible: boolean) => Promise<string | null>;
}

const accessibleCount = (n: number) =>
  `${formatInteger(n)} ${n === 1 ? 'puesto accesible' : 'puestos accesibles'}`;

/** "Mejores asientos": a zone and how many; the seats are found together in one row. */
export function BestSeatsDialog({ visible, onHide, model, limits, onPick }: BestSeatsDialogProps) {
  // General admission has its own dialog (the area's button): no seats side by side there.
  const [zone, setZone] = useState(() => {
    const open = model.zones.findIndex((z) => !z.general && availableIn(model, z) > 0);
    return open >= 0
      ? open
      : Math.max(
          0,
          model.zones.findIndex((z) => !z.general),
        );
  });
  const [count, setCount] = useState(2);
  // A wheelchair place is taken with its companion's seat beside it: always two.
  const [accessible, setAccessible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = model.zones[zone];
  const max = quantityMax(selected && limits[selected.id]);

  const options = model.zones.flatMap((z, i) =>
    z.general
      ? []
      : [
          {
            value: i,
            label: `${z.name} · ${formatMoney(z.basePrice)} · ${
              accessible
                ? accessibleCount(offeredIn(model, z, true))
                : `${formatInteger(offeredIn(model, z, false))} disponibles`
            }`,
          },
        ],
  );

  const submit = async () => {
    setBusy(true);
    setError(null);
    const problem = await onPick(zone, accessible ? 2 : Math.min(count, max), accessible);
    setBusy(false);
    if (problem) setError(problem);
    else onHide();
  };

  return (
    <Dialog
      header="Mejores asientos"
      visible={visible}
      onHide={onHide}
      style={{ width: '28rem' }}
      breakpoints={{ '576px': '95vw' }}
      footer={
        <Button
          label="Buscar y reservar"
          icon="pi pi-bolt"
          loading={busy}
          onClick={() => void submit()}
        />
      }
    >
      <p className="mt-0 text-color-secondary line-height-3">
        Buscamos asientos juntos en la misma fila, lo más cerca posible del escenario o del terreno
        y sin dejar un asiento suelto a su lado.
      </p>
      <div className="field">
        <label htmlFor="best-zone" className="block font-medium mb-2">
          Zona
        </label>
        <Dropdown
          // Made anew when the request changes: its input would keep the old count's text.
          key={accessible ? 'accessible' : 'ordinary'}
          inputId="best-zone"
          value={zone}
          options={options}
          onChange={(e) => setZone(e.value as number)}
          className="w-full"
        />
      </div>
      <div className="field">
        <label htmlFor="best-count" className="block font-medium mb-2">
          Cantidad de asientos
        </label>
        <QuantityInput
          inputId="best-count"
          value={accessible ? 2 : count}
          disabled={accessible}
          onChange={setCount}
          max={max}
        />
        <small className="block mt-1 text-color-secondary">
          {accessible
            ? 'El puesto accesible y el asiento de su acompañante.'
            : `Hasta ${max} por compra en esta zona.`}
        </small>
      </div>
      <div className="field flex align-items-start gap-2">
        <Checkbox
          inputId="best-accessible"
          checked={accessible}
          onChange={(e) => setAccessible(e.checked === true)}
        />
        <label htmlFor="best-accessible" className="line-height-3">
          Necesito un puesto accesible (silla de ruedas), junto al asiento de mi acompañante
        </label>
      </div>
      {error ? <Message severity="warn" text={error} className="w-full" /> : null}
    </Dialog>
  );
}
