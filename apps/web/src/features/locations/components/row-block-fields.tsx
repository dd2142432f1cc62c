import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { RowBlock, SectionLayout } from '@tickera/shared/venue-plan';
import { setSeatFlag, updateElement } from '../designer/plan-edit';
import type { PlanEditor } from '../designer/use-plan-editor';
import { CheckField, NumberField, SelectField } from './plan-fields';

/** Sets one field of an element (one undo step per field typed in). */
export type Setter<E> = <K extends keyof E>(field: K, value: E[K]) => void;

/** Coordinates and sizes the plan accepts (its schema's bound). */
export const MAX_SIZE = 100_000;

const ROW_LABELS = [
  { label: 'Letras (A, B, C…)', value: 'LETTERS' },
  { label: 'Números (1, 2, 3…)', value: 'NUMBERS' },
] as const;
const ORDERS = [
  { label: 'Izquierda → derecha', value: 'LTR' },
  { label: 'Derecha → izquierda', value: 'RTL' },
  { label: 'Impares y pares desde el centro', value: 'CENTRE' },
] as const;
/** The sections an element of that layout may belong to. */
export function SectionField({
  editor,
  value,
  layout,
  onChange,
}: {
  editor: PlanEditor;
  value: string;
  layout: SectionLayout;
  onChange: (id: string) => void;
}) {
  const options = editor.plan.sections
    .filter((s) => s.layout === layout)
    .map((s) => ({ label: `${s.name} (${s.code})`, value: s.id }));
  return <SelectField label="Sección" value={value} options={options} onChange={onChange} />;
}

/**
 * One seat of the block by its name, from the keyboard: the seat's own panel (accessible,
 * companion, remove) then opens, as after a second click on it in the canvas.
 */
function SeatPicker({ block, editor }: { block: RowBlock; editor: PlanEditor }) {
  const id = useId();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  /** Each refusal is a new alert, so the same words are announced again. */
  const [tries, setTries] = useState(0);
  const pick = (ev: FormEvent) => {
    ev.preventDefault();
    const wanted = name.trim().toUpperCase();
    const seat = editor.seats.find(
      (s) => s.key.startsWith(`${block.id}/`) && s.name.toUpperCase() === wanted,
    );
    setMissing(seat ? null : `No hay un asiento «${name.trim()}» en este bloque.`);
    setTries((n) => n + 1);
    if (!seat) return;
    editor.selectSeat(seat.key);
    // The seat's panel opens above: the focus goes to its title (then its check boxes).
    requestAnimationFrame(() => document.getElementById('plan-seat-title')?.focus());
  };
  return (
    <form className="plan-field plan-seat-picker" onSubmit={pick}>
      <label htmlFor={id}>Elegir un asiento (ej. B-4)</label>
      <div className="flex gap-2">
        <InputText
          id={id}
          value={name}
          maxLength={20}
          aria-describedby={missing ? `${id}-missing` : undefined}
          aria-invalid={missing ? true : undefined}
          onChange={(ev) => {
            setName(ev.target.value);
            setMissing(null);
          }}
        />
        <Button type="submit" label="Elegir" size="small" outlined />
      </div>
      {missing ? (
        <small key={tries} id={`${id}-missing`} role="alert" className="p-error">
          {missing}
        </small>
      ) : null}
    </form>
  );
}

/** A row block: its rows and seats, spacing, curve, row names and numbering, removed seats. */
export function RowBlockFields({
  e,
  set,
  editor,
}: {
  e: RowBlock;
  set: Setter<RowBlock>;
  editor: PlanEditor;
}) {
  const restore = (i: number) =>
    editor.change((p) =>
      updateElement(p, e.id, () => setSeatFlag(e, e.removed[i], 'removed', false)),
    );
  return (
    <>
      <SectionField
        editor={editor}
        value={e.section}
        layout="NUMBERED"
        onChange={(v) => set('section', v)}
      />
      <NumberField
        label="Filas"
        value={e.rows}
        min={1}
        max={500}
        onChange={(v) => set('rows', v)}
      />
      <NumberField
        label="Asientos por fila"
        value={e.seatsPerRow}
        min={1}
        max={500}
        onChange={(v) => set('seatsPerRow', v)}
      />
      <NumberField
        label="Separación entre asientos"
        value={e.seatSpacing}
        min={1}
        max={1000}
        decimals={1}
        onChange={(v) => set('seatSpacing', v)}
      />
      <NumberField
        label="Separación entre filas"
        value={e.rowSpacing}
        min={1}
        max={1000}
        decimals={1}
        onChange={(v) => set('rowSpacing', v)}
      />
      <NumberField
        label="Radio de la curva (0 = recta)"
        value={e.curve}
        min={0}
        max={MAX_SIZE}
        onChange={(v) => set('curve', v)}
      />
      <SelectField
        label="Nombres de fila"
        value={e.rowLabels.style}
        options={ROW_LABELS}
        onChange={(v) => set('rowLabels', { ...e.rowLabels, style: v })}
      />
      <NumberField
        label="Primera fila (posición)"
        value={e.rowLabels.start}
        min={1}
        max={10_000}
        onChange={(v) => set('rowLabels', { ...e.rowLabels, start: v })}
      />
      <CheckField
        label="Saltar las letras I y O"
        checked={e.rowLabels.skipIO}
        onChange={(v) => set('rowLabels', { ...e.rowLabels, skipIO: v })}
      />
      <SelectField
        label="Numeración"
        value={e.numbering.order}
        options={ORDERS}
        onChange={(v) => set('numbering', { ...e.numbering, order: v })}
      />
      <NumberField
        label="Primer número"
        value={e.numbering.start}
        min={0}
        max={MAX_SIZE}
        onChange={(v) => set('numbering', { ...e.numbering, start: v })}
      />
      <SeatPicker block={e} editor={editor} />
      {e.removed.length ? (
        <div className="plan-removed">
          <span>Asientos quitados</span>
          <ul>
            {e.removed.map((p, i) => (
              <li key={`${p.row}/${p.seat}`}>
                Fila {p.row + 1}, puesto {p.seat + 1}
                <Button
                  label="Restaurar"
                  size="small"
                  text
                  onClick={() => restore(i)}
                  aria-label={`Restaurar fila ${p.row + 1}, puesto ${p.seat + 1}`}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
