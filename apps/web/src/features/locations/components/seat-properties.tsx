import { Button } from 'primereact/button';
import type { PlanSeat, RowBlock } from '@tickera/shared/venue-plan';
import { placeOf, setSeatFlag, updateElement, type SeatFlag } from '../designer/plan-edit';
import type { PlanEditor } from '../designer/use-plan-editor';
import { CheckField } from './plan-fields';

/** The seat picked inside a row block: accessible, companion, or removed (a pillar). */
export function SeatProperties({
  block,
  seat,
  editor,
}: {
  block: RowBlock;
  seat: PlanSeat;
  editor: PlanEditor;
}) {
  const at = placeOf(seat.key);
  if (!at) return null;
  const flag = (which: SeatFlag, on: boolean) => {
    editor.change((p) =>
      updateElement(p, block.id, (e) =>
        e.kind === 'ROWS' ? setSeatFlag(e, at.place, which, on) : e,
      ),
    );
    if (which === 'removed') editor.selectSeat(null);
  };
  return (
    <section className="plan-panel__section" aria-labelledby="plan-seat-title">
      <h3 id="plan-seat-title" tabIndex={-1}>
        Asiento {seat.name}
      </h3>
      <p className="plan-panel__note">
        Fila {seat.row}, número {seat.number} (posición {at.place.seat + 1} de la fila{' '}
        {at.place.row + 1} del bloque)
      </p>
      <CheckField
        label="Accesible (silla de ruedas)"
        checked={seat.accessible}
        onChange={(v) => flag('accessible', v)}
      />
      <CheckField
        label="Acompañante"
        checked={seat.companion}
        onChange={(v) => flag('companion', v)}
      />
      <Button
        label="Quitar asiento (columna)"
        icon="pi pi-minus-circle"
        severity="danger"
        outlined
        size="small"
        onClick={() => flag('removed', true)}
      />
    </section>
  );
}
