import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { ErrorBoundary } from '../../../components/error-boundary';
import { messageOf } from '../../../lib/http';
import { downloadReport, settlementQuery } from '../api/reports-api';
import { DownloadButtons } from '../components/download-buttons';
import { ReportFilters } from '../components/report-filters';
import { QueryView } from '../components/report-section';
import { SettlementView } from '../components/settlement-view';
import { defaultEventId, useReportFilters } from '../hooks/use-report-filters';
import '../reports.css';

const FILES = [
  ['pdf', 'Descargar PDF'],
  ['xlsx', 'Descargar Excel'],
] as const;

/** /dashboard/report-liquidacion: one event's settlement (paid sales, in USD and Bs.S) and its files. */
export function SettlementPage() {
  const { filters, update, events, error } = useReportFilters();
  const eventId = filters.eventId ?? (events.data ? defaultEventId(events.data) : undefined);
  const query = { ...filters, eventId: eventId ?? '' };
  const settlement = useQuery({ ...settlementQuery(query), enabled: Boolean(eventId) && !error });

  return (
    <div className="report-page">
      <h1 className="text-2xl font-semibold mt-0 mb-3">Reporte de Liquidación</h1>
      <ReportFilters
        filters={{ ...filters, eventId }}
        onChange={update}
        events={events.data}
        eventRequired
        rangeError={error}
      >
        <DownloadButtons
          formats={FILES}
          disabled={!settlement.data}
          download={(format) => downloadReport('settlement', query, format)}
        />
      </ReportFilters>
      {events.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(events.error, 'No se pudieron cargar los eventos.')}
        />
      ) : events.data && !eventId ? (
        <p className="text-color-secondary">No hay eventos que liquidar.</p>
      ) : error ? null : (
        <QueryView
          query={settlement}
          loading="Cargando la liquidación"
          failure="No se pudo cargar la liquidación."
          rows={6}
        >
          {(s) => (
            <ErrorBoundary message="No se pudo mostrar la liquidación.">
              <SettlementView s={s} />
            </ErrorBoundary>
          )}
        </QueryView>
      )}
    </div>
  );
}
