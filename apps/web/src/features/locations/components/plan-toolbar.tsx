import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import type { NewElement } from '../designer/plan-edit';
import type { PlanEditor } from '../designer/use-plan-editor';

const ADD: { what: NewElement; label: string; icon: string }[] = [
  { what: 'ROWS', label: 'Filas', icon: 'pi pi-th-large' },
  { what: 'TABLE', label: 'Mesa', icon: 'pi pi-circle' },
  { what: 'AREA', label: 'Área general', icon: 'pi pi-users' },
  { what: 'STAGE', label: 'Tarima', icon: 'pi pi-star' },
  { what: 'FIELD', label: 'Cancha', icon: 'pi pi-stop' },
  { what: 'ENTRANCE', label: 'Entrada', icon: 'pi pi-sign-in' },
  { what: 'AISLE', label: 'Pasillo', icon: 'pi pi-arrows-v' },
  { what: 'TEXT', label: 'Texto', icon: 'pi pi-pencil' },
];

/** What can be added to the plan, and what can be done to the selection. */
export function PlanToolbar({
  editor,
  onAdd,
  snapping,
  onSnapping,
}: {
  editor: PlanEditor;
  onAdd: (what: NewElement) => void;
  snapping: boolean;
  onSnapping: (on: boolean) => void;
}) {
  const { actions, selected } = editor;
  const none = selected.length === 0;
  const tool = { size: 'small', text: true } as const;
  return (
    <div className="plan-toolbar" role="toolbar" aria-label="Herramientas del plano">
      <span className="plan-toolbar__group" role="group" aria-label="Añadir">
        {ADD.map((a) => (
          <Button
            key={a.what}
            {...tool}
            icon={a.icon}
            label={a.label}
            aria-label={`Añadir ${a.label.toLowerCase()}`}
            onClick={() => onAdd(a.what)}
          />
        ))}
      </span>
      <span className="plan-toolbar__group" role="group" aria-label="Editar">
        <Button
          {...tool}
          icon="pi pi-undo"
          label="Deshacer"
          disabled={!editor.canUndo}
          onClick={editor.undo}
          title="Ctrl+Z"
        />
        <Button
          {...tool}
          icon="pi pi-undo plan-flip"
          label="Rehacer"
          disabled={!editor.canRedo}
          onClick={editor.redo}
          title="Ctrl+Mayús+Z"
        />
        <Button
          {...tool}
          icon="pi pi-copy"
          label="Duplicar"
          disabled={none}
          onClick={actions.duplicate}
          title="Ctrl+D"
        />
        <Button
          {...tool}
          icon="pi pi-replay"
          aria-label="Girar 15° a la izquierda"
          disabled={none}
          onClick={() => actions.rotate(-15)}
        />
        <Button
          {...tool}
          icon="pi pi-refresh"
          aria-label="Girar 15° a la derecha"
          disabled={none}
          onClick={() => actions.rotate(15)}
        />
        <Button
          {...tool}
          icon="pi pi-trash"
          label="Eliminar"
          severity="danger"
          disabled={none}
          onClick={actions.remove}
          title="Supr"
        />
      </span>
      <span className="plan-field--check plan-toolbar__snap">
        <Checkbox
          inputId="plan-snap"
          checked={snapping}
          onChange={(e) => onSnapping(e.checked === true)}
        />
        <label htmlFor="plan-snap">Ajustar a la cuadrícula</label>
      </span>
    </div>
  );
}
