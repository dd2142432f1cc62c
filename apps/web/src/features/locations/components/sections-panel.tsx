import { Button } from 'primereact/button';
import { ZONE_TYPES } from '@tickera/shared/constants';
import { SECTION_LAYOUTS, type PlanSection, type VenuePlan } from '@tickera/shared/venue-plan';
import { newSection } from '../designer/plan-edit';
import type { PlanEditor } from '../designer/use-plan-editor';
import { SelectField, TextField } from './plan-fields';

const LAYOUT_LABELS: Record<(typeof SECTION_LAYOUTS)[number], string> = {
  NUMBERED: 'Filas numeradas',
  TABLES: 'Mesas',
  GENERAL_ADMISSION: 'General (sin asiento)',
};
const LAYOUTS = SECTION_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }));
const TYPE_LABELS: Record<(typeof ZONE_TYPES)[number], string> = {
  GENERAL: 'General',
  DANCEFLOOR: 'Dancefloor',
  VIP: 'VIP',
};
const TYPES = ZONE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

const used = (plan: VenuePlan, id: string) =>
  plan.elements.some((e) => 'section' in e && e.section === id);

/**
 * The plan's sections: each becomes a zone of every event at the venue, priced per event.
 * A section's layout says what it holds; one with elements keeps it.
 */
export function SectionsPanel({ editor }: { editor: PlanEditor }) {
  const { plan, change } = editor;
  const edit = (id: string, field: keyof PlanSection, value: string) =>
    change(
      (p) => ({
        ...p,
        sections: p.sections.map((s) => (s.id === id ? { ...s, [field]: value } : s)),
      }),
      `${id}:${field}`,
    );
  const add = () => change((p) => ({ ...p, sections: [...p.sections, newSection(p, 'NUMBERED')] }));
  const remove = (id: string) =>
    change((p) => ({ ...p, sections: p.sections.filter((s) => s.id !== id) }));

  return (
    <section className="plan-panel__section" aria-labelledby="plan-sections-title">
      <div className="flex align-items-center justify-content-between">
        <h3 id="plan-sections-title">Secciones</h3>
        <Button label="Nueva sección" icon="pi pi-plus" size="small" text onClick={add} />
      </div>
      {plan.sections.length === 0 ? (
        <p className="plan-panel__note">
          Al añadir filas, mesas o un área se crea su sección; aquí se renombran.
        </p>
      ) : null}
      {plan.sections.map((s) => (
        <fieldset key={s.id} className="plan-section">
          <legend>{s.name || 'Sección sin nombre'}</legend>
          <TextField
            label="Nombre"
            value={s.name}
            maxLength={60}
            onChange={(v) => edit(s.id, 'name', v)}
          />
          <TextField
            label="Código"
            value={s.code}
            maxLength={30}
            onChange={(v) => edit(s.id, 'code', v.toUpperCase())}
          />
          <SelectField
            label="Distribución"
            value={s.layout}
            options={used(plan, s.id) ? LAYOUTS.filter((l) => l.value === s.layout) : LAYOUTS}
            onChange={(v) => edit(s.id, 'layout', v)}
          />
          <SelectField
            label="Tipo"
            value={s.type}
            options={TYPES}
            onChange={(v) => edit(s.id, 'type', v)}
          />
          {used(plan, s.id) ? null : (
            <Button
              label="Quitar sección"
              icon="pi pi-trash"
              size="small"
              text
              severity="danger"
              aria-label={`Quitar sección ${s.name}`}
              onClick={() => remove(s.id)}
            />
          )}
        </fieldset>
      ))}
    </section>
  );
}
