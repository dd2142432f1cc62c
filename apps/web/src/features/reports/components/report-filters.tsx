import type { ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { DayRangeFields } from '../../../components/day-range-fields';
import type { EventOption } from '../../events/api/events-api';
import { formatDate } from '../../../lib/format';
import type { ReportFilters as Filters } from '../api/reports-api';

interface ReportFiltersProps {
  filters: Filters;
  onChange: (change: Filters) => void;
  events: EventOption[] | undefined;
  /** The settlement is of one event; the sales report may cover all of them. */
  eventRequired: boolean;
  /** Why the range is wrong (shown under "Hasta"). */
  rangeError?: string;
  /** The downloads, at the end of the row. */
  children?: ReactNode;
}

/** Evento, Desde and Hasta (days in Caracas) above a report. */
export function ReportFilters({
  filters,
  onChange,
  events,
  eventRequired,
  rangeError,
  children,
}: ReportFiltersProps) {
  return (
    <div className="report-filters">
      <div className="report-filter-event">
        <label htmlFor="report-event">Evento</label>
        <Dropdown
          inputId="report-event"
          className="w-full"
          value={filters.eventId ?? null}
          options={(events ?? []).map((e) => ({
            value: e.id,
            label: `${e.name} · ${formatDate(e.startAt)}`,
          }))}
          placeholder={
            !events ? 'Cargando eventos…' : eventRequired ? 'Elija el evento' : 'Todos los eventos'
          }
          filter
          showClear={!eventRequired}
          emptyMessage="No hay eventos"
          emptyFilterMessage="Ningún evento coincide"
          onChange={(e) => onChange({ eventId: (e.value as string | null) ?? undefined })}
          // PrimeReact puts aria-activedescendant="dropdownItem_-1" on its role-less root
          // while focused (primefaces/primereact#8004), which axe rightly refuses.
          pt={{ root: { 'aria-activedescendant': undefined } }}
        />
      </div>
      <DayRangeFields
        idPrefix="report"
        value={filters}
        onChange={onChange}
        error={rangeError}
        className="report-filter-day"
      />
      {children ? <div className="report-downloads">{children}</div> : null}
    </div>
  );
}
