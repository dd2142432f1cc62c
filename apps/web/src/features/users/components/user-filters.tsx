import { Dropdown } from 'primereact/dropdown';
import { SearchBox } from '../../../components/search-box';
import type { UserFilters as Filters } from '../api/users-api';
import { ROLE_OPTIONS } from './role-options';

const STATE_OPTIONS = [
  { label: 'Activos', value: 'true' },
  { label: 'Inactivos', value: 'false' },
];

/** Correo (contains), rol and estado. */
export function UserFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3 align-items-end mb-3">
      <SearchBox
        id="users-email"
        label="Correo"
        placeholder="Buscar por correo"
        value={filters.email}
        onSearch={(email) => onChange({ email, page: 1 })}
        className="flex-1"
      />
      <div>
        <label htmlFor="users-role" className="block font-medium mb-2">
          Rol
        </label>
        <Dropdown
          inputId="users-role"
          value={filters.role || null}
          options={ROLE_OPTIONS}
          placeholder="Todos"
          showClear
          className="w-12rem"
          onChange={(e) => onChange({ role: (e.value as string | null) ?? '', page: 1 })}
        />
      </div>
      <div>
        <label htmlFor="users-state" className="block font-medium mb-2">
          Estado
        </label>
        <Dropdown
          inputId="users-state"
          value={filters.isActive || null}
          options={STATE_OPTIONS}
          placeholder="Todos"
          showClear
          className="w-10rem"
          onChange={(e) =>
            onChange({
              isActive: ((e.value as string | null) ?? '') as Filters['isActive'],
              page: 1,
            })
          }
        />
      </div>
    </div>
  );
}
