import type {
  AreaElement,
  PlanElement,
  TableElement,
  TextElement,
} from '@tickera/shared/venue-plan';
import { Button } from 'primereact/button';
import {
  addCorner,
  MAX_CORNERS,
  MIN_CORNERS,
  moveCorner,
  normalAngle,
  removeCorner,
  updateElement,
  withOutline,
  type Outlined,
} from '../designer/plan-edit';
import type { PlanEditor } from '../designer/use-plan-editor';
import { NumberField, SelectField, TextField } from './plan-fields';
import { MAX_SIZE, RowBlockFields, SectionField, type Setter } from './row-block-fields';

const TABLE_SHAPES = [
  { label: 'Redonda', value: 'ROUND' },
  { label: 'Rectangular', value: 'RECT' },
] as const;
const SALES = [
  { label: 'Por silla', value: 'SEAT' },
  { label: 'Mesa completa', value: 'WHOLE' },
] as const;
const OUTLINES = [
  { label: 'Rectángulo', value: 'RECT' },
  { label: 'Elipse', value: 'ELLIPSE' },
  { label: 'Polígono', value: 'POLYGON' },
] as const;
const ROLES = [
  { label: 'Tarima', value: 'STAGE' },
  { label: 'Cancha', value: 'FIELD' },
  { label: 'Entrada', value: 'ENTRANCE' },
  { label: 'Pasillo', value: 'AISLE' },
  { label: 'Otro', value: 'OTHER' },
] as const;
function TableFields({
  e,
  set,
  editor,
}: {
  e: TableElement;
  set: Setter<TableElement>;
  editor: PlanEditor;
}) {
  return (
    <>
      <SectionField
        editor={editor}
        value={e.section}
        layout="TABLES"
        onChange={(v) => set('section', v)}
      />
      <TextField
        label="Nombre de la mesa"
        value={e.label}
        maxLength={40}
        onChange={(v) => set('label', v)}
      />
      <SelectField
        label="Forma"
        value={e.shape}
        options={TABLE_SHAPES}
        onChange={(v) => set('shape', v)}
      />
      <NumberField
        label={e.shape === 'ROUND' ? 'Diámetro' : 'Ancho'}
        value={e.width}
        min={4}
        max={2000}
        onChange={(v) => set('width', v)}
      />
      {e.shape === 'RECT' ? (
        <NumberField
          label="Alto"
          value={e.height}
          min={4}
          max={2000}
          onChange={(v) => set('height', v)}
        />
      ) : null}
      <NumberField
        label="Sillas"
        value={e.chairs}
        min={1}
        max={60}
        onChange={(v) => set('chairs', v)}
      />
      <SelectField label="Venta" value={e.sale} options={SALES} onChange={(v) => set('sale', v)} />
    </>
  );
}

/** A polygon's corners, each a pair of fields (relative to the element's position). */
function CornerFields({ e, editor }: { e: Outlined; editor: PlanEditor }) {
  const points = e.points ?? [];
  const edit = (change: (x: Outlined) => Outlined, key: string | null = null) =>
    editor.change((p) => updateElement(p, e.id, (x) => change(x as Outlined)), key);
  return (
    <fieldset className="plan-corners">
      <legend>Esquinas ({points.length})</legend>
      {points.map(([x, y], k) => (
        <div className="plan-corner" key={k}>
          <NumberField
            label={`Esquina ${k + 1} X`}
            value={x}
            min={-MAX_SIZE}
            max={MAX_SIZE}
            onChange={(v) => edit((o) => moveCorner(o, k, [v, y]), `${e.id}:corner${k}x`)}
          />
          <NumberField
            label={`Esquina ${k + 1} Y`}
            value={y}
            min={-MAX_SIZE}
            max={MAX_SIZE}
            onChange={(v) => edit((o) => moveCorner(o, k, [x, v]), `${e.id}:corner${k}y`)}
          />
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            severity="secondary"
            aria-label={`Quitar esquina ${k + 1}`}
            disabled={points.length <= MIN_CORNERS}
            onClick={() => edit((o) => removeCorner(o, k))}
          />
        </div>
      ))}
      <Button
        type="button"
        label="Añadir esquina"
        icon="pi pi-plus"
        text
        size="small"
        disabled={points.length >= MAX_CORNERS}
        onClick={() => edit(addCorner)}
      />
    </fieldset>
  );
}

function OutlineFields({
  e,
  set,
  editor,
}: {
  e: Outlined;
  set: Setter<Pick<AreaElement, 'width' | 'height'>>;
  editor: PlanEditor;
}) {
  return (
    <>
      <SelectField
        label="Forma"
        value={e.shape}
        options={OUTLINES}
        onChange={(v) =>
          editor.change((p) => updateElement(p, e.id, (x) => withOutline(x as Outlined, v)))
        }
      />
      {e.shape === 'POLYGON' ? (
        <CornerFields e={e} editor={editor} />
      ) : (
        <>
          <NumberField
            label="Ancho"
            value={e.width}
            min={1}
            max={MAX_SIZE}
            onChange={(v) => set('width', v)}
          />
          <NumberField
            label="Alto"
            value={e.height}
            min={1}
            max={MAX_SIZE}
            onChange={(v) => set('height', v)}
          />
        </>
      )}
    </>
  );
}

function KindFields({ e, editor }: { e: PlanElement; editor: PlanEditor }) {
  // Typing in one field is one undo step: the edit's key is the element and the field.
  const set = (field: string, value: unknown) =>
    editor.change(
      (p) => updateElement(p, e.id, (x) => ({ ...x, [field]: value }) as PlanElement),
      `${e.id}:${field}`,
    );
  if (e.kind === 'ROWS') return <RowBlockFields e={e} set={set} editor={editor} />;
  if (e.kind === 'TABLE') return <TableFields e={e} set={set} editor={editor} />;
  if (e.kind === 'TEXT') {
    const t: Setter<TextElement> = set;
    return (
      <>
        <TextField label="Texto" value={e.text} maxLength={120} onChange={(v) => t('text', v)} />
        <NumberField
          label="Tamaño de letra"
          value={e.size}
          min={4}
          max={1000}
          onChange={(v) => t('size', v)}
        />
      </>
    );
  }
  if (e.kind === 'AREA')
    return (
      <>
        <SectionField
          editor={editor}
          value={e.section}
          layout="GENERAL_ADMISSION"
          onChange={(v) => set('section', v)}
        />
        <TextField
          label="Nombre del área"
          value={e.label ?? ''}
          maxLength={60}
          onChange={(v) => set('label', v)}
        />
        <NumberField
          label="Capacidad"
          value={e.capacity}
          min={1}
          max={MAX_SIZE}
          onChange={(v) => set('capacity', v)}
        />
        <OutlineFields e={e} set={set} editor={editor} />
      </>
    );
  return (
    <>
      <SelectField label="Tipo" value={e.role} options={ROLES} onChange={(v) => set('role', v)} />
      <TextField
        label="Rótulo"
        value={e.label ?? ''}
        maxLength={60}
        onChange={(v) => set('label', v)}
      />
      <OutlineFields e={e} set={set} editor={editor} />
    </>
  );
}

/** The selected element's fields: where it is, how it is turned, and what it is. */
export function ElementProperties({
  element: e,
  editor,
}: {
  element: PlanElement;
  editor: PlanEditor;
}) {
  const set = (field: 'x' | 'y' | 'rotation', value: number) =>
    editor.change(
      (p) => updateElement(p, e.id, (x) => ({ ...x, [field]: value })),
      `${e.id}:${field}`,
    );
  return (
    <div className="plan-fields">
      <NumberField
        label="Posición X"
        value={e.x}
        min={-MAX_SIZE}
        max={MAX_SIZE}
        onChange={(v) => set('x', v)}
      />
      <NumberField
        label="Posición Y"
        value={e.y}
        min={-MAX_SIZE}
        max={MAX_SIZE}
        onChange={(v) => set('y', v)}
      />
      <NumberField
        label="Giro (grados)"
        value={e.rotation}
        min={-359}
        max={359}
        onChange={(v) => set('rotation', normalAngle(v))}
      />
      <KindFields key={e.id} e={e} editor={editor} />
    </div>
  );
}
