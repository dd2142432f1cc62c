import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { can } from '@tickera/shared/permissions';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { eventOptionsQuery } from '../../events/api/events-api';
import type { OrderFilters as Filters } from '../api/orders-api';
import { SearchBox } from '../../../components/search-box';

const STATUS_OPTIONS = [
  { label: 'Pendientes', value: 'PENDIENTE' },
  { label: 'Pagadas', value: 'PAGADA' },
  { label: 'Anuladas', value: 'ANULADA' },
  { label: 'Todas', value: 'TODOS' },
];

interface OrderFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Estado, evento, "en revisión" and the search over name, cédula, e-mail and reference. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const { user } = useAuth();
  const events = useQuery(eventOptionsQuery(can(user?.role, 'events.manage')));
  const options = (events.data ?? []).map((e) => ({
    label: `${e.name} · ${formatDate(e.startAt)}`,
    value: e.id,
  }));

  return (
    <div className="flex flex-wrap gap-3 align-items-end mb-3">
      <div>
        <span id="orders-status-label" className="block font-medium mb-2">
          Estado
        </span>
        <SelectButton
          aria-labelledby="orders-status-label"
          value={filters.status}
          options={STATUS_OPTIONS}
          allowEmpty={false}
          onChange={(e) => onChange({ status: e.value as Filters['status'] })}
        />
      </div>
      <div className="flex-1 filter-field">
        <label htmlFor="orders-event" className="block font-medium mb-2">
          Evento
        </label>
        <Dropdown
          inputId="orders-event"
          className="w-full"
          value={filters.eventId || null}
          options={options}
          placeholder={events.isPending ? 'Cargando eventos…' : 'Todos los eventos'}
          filter
          showClear
          emptyMessage="No hay eventos"
          emptyFilterMessage="Ningún evento coincide"
          onChange={(e) => onChange({ eventId: (e.value as string | null) ?? '' })}
        />
      </div>
      <SearchBox
        id="orders-search"
        label="Buscar"
        placeholder="Nombre, cédula, correo o referencia"
        className="flex-1"
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="flex align-items-center gap-2 pb-2">
        <Checkbox
          inputId="orders-review"
          checked={filters.inReview}
          onChange={(e) => onChange({ inReview: !!e.checked })}
        />
        <label htmlFor="orders-review">Solo en revisión</label>
      </div>
    </div>
  );
}
