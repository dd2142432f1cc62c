import { ReportFilters } from '../components/report-filters';
import { DayZoneSection, SeatsSection, StoreChannelSection } from '../components/sales-sections';
import { useReportFilters } from '../hooks/use-report-filters';
import '../reports.css';

/**
 * /dashboard/report-sales: paid sales by day and zone and by store and channel (one event
 * or all of them), and the chosen event's seats by zone; each table as Excel or CSV.
 */
export function SalesPage() {
  const { filters, update, events, error } = useReportFilters();
  return (
    <div className="report-page">
      <h1 className="text-2xl font-semibold mt-0 mb-3">Reporte de Ventas</h1>
      <ReportFilters
        filters={filters}
        onChange={update}
        events={events.data}
        eventRequired={false}
        rangeError={error}
      />
      {error ? null : (
        <>
          <DayZoneSection filters={filters} />
          <StoreChannelSection filters={filters} />
        </>
      )}
      {filters.eventId ? (
        <SeatsSection eventId={filters.eventId} />
      ) : (
        <p className="text-color-secondary">Elija un evento para ver sus asientos por zona.</p>
      )}
    </div>
  );
}
