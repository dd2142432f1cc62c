import { Button } from 'primereact/button';
import type { PlanElement } from '@tickera/shared/venue-plan';
import type { PlanEditor } from '../designer/use-plan-editor';
import { ElementProperties } from './element-properties';
import { SeatProperties } from './seat-properties';
import { SectionsPanel } from './sections-panel';

/** What an element is called in the panel ("Filas filas-1", "Mesa 3"). */
export function elementName(e: PlanElement): string {
  if (e.kind === 'ROWS') return `Filas ${e.rows} × ${e.seatsPerRow} (${e.id})`;
  if (e.kind === 'TABLE') return `${e.label} (${e.chairs} sillas)`;
  if (e.kind === 'AREA') return `${e.label ?? `Área ${e.id}`} (${e.capacity} personas)`;
  if (e.kind === 'TEXT') return `Texto «${e.text}»`;
  return e.label ? `${e.label}` : e.id;
}

/** The side of the designer: the selection's properties, every element, and the sections. */
export function PlanSidePanel({ editor }: { editor: PlanEditor }) {
  const { plan, selected, selectedSeat } = editor;
  const single =
    selected.length === 1 ? plan.elements.find((e) => e.id === selected[0]) : undefined;
  const seat = selectedSeat ? editor.seats.find((s) => s.key === selectedSeat) : undefined;
  return (
    <aside className="plan-panel" aria-label="Propiedades del plano">
      {single?.kind === 'ROWS' && seat ? (
        <SeatProperties block={single} seat={seat} editor={editor} />
      ) : null}
      <section className="plan-panel__section" aria-labelledby="plan-selection-title">
        <h2 id="plan-selection-title">{single ? elementName(single) : 'Selección'}</h2>
        {single ? (
          <ElementProperties element={single} editor={editor} />
        ) : (
          <p className="plan-panel__note">
            {selected.length
              ? `${selected.length} elementos seleccionados: muévalos, gírelos, duplíquelos o elimínelos juntos.`
              : 'Nada seleccionado. Añada un elemento o elíjalo en el lienzo o en la lista.'}
          </p>
        )}
      </section>
      <section className="plan-panel__section" aria-labelledby="plan-elements-title">
        <h3 id="plan-elements-title">Elementos</h3>
        <ul className="plan-elements">
          {plan.elements.map((e) => (
            <li key={e.id}>
              <Button
                text
                size="small"
                label={elementName(e)}
                aria-pressed={selected.includes(e.id)}
                className={selected.includes(e.id) ? 'plan-elements__on' : undefined}
                onClick={(ev) =>
                  editor.select(ev.shiftKey ? [...new Set([...selected, e.id])] : [e.id])
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <SectionsPanel editor={editor} />
    </aside>
  );
}
