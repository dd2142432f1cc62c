import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { SearchBox } from '../../../components/search-box';
import type { AuditFilters as Filters } from '../api/audit-api';
import { ACTION_GROUPS, ENTITY_OPTIONS } from '../audit-labels';

const DAYS = [
  ['from', 'Desde'],
  ['to', 'Hasta'],
] as const;

/** Who (part of the e-mail), what (an action or a whole family), on what, and which days. */
export function AuditFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Filters) => void;
}) {
  return (
    <div className="filter-bar audit-filters">
      <SearchBox
        id="audit-actor"
        label="Usuario"
        placeholder="Correo o parte de él"
        value={filters.actor ?? ''}
        onSearch={(actor) => onChange({ actor: actor || undefined })}
      />
      <div className="flex flex-column gap-2">
        <label htmlFor="audit-action" className="font-medium">
          Acción
        </label>
        <Dropdown
          inputId="audit-action"
          value={filters.action ?? null}
          options={ACTION_GROUPS}
          optionGroupLabel="label"
          optionGroupChildren="items"
          onChange={(e) => onChange({ action: (e.value as string | null) ?? undefined })}
          placeholder="Todas las acciones"
          filter
          filterPlaceholder="Buscar acción"
          showClear
        />
      </div>
      <div className="flex flex-column gap-2">
        <label htmlFor="audit-entity" className="font-medium">
          Entidad
        </label>
        <Dropdown
          inputId="audit-entity"
          value={filters.entity ?? null}
          options={ENTITY_OPTIONS}
          onChange={(e) => onChange({ entity: (e.value as string | null) ?? undefined })}
          placeholder="Todas las entidades"
          showClear
        />
      </div>
      {DAYS.map(([key, label]) => (
        <div key={key} className="flex flex-column gap-2">
          <label htmlFor={`audit-${key}`} className="font-medium">
            {label}
          </label>
          <InputText
            id={`audit-${key}`}
            type="date"
            value={filters[key] ?? ''}
            min={key === 'to' ? filters.from : undefined}
            max={key === 'from' ? filters.to : undefined}
            onChange={(e) => onChange({ [key]: e.target.value || undefined })}
          />
        </div>
      ))}
    </div>
  );
}
