import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import type { CheckinPage, CheckinRow } from '@tickera/shared/schemas/checkins';
import { ListSkeleton } from '../../../components/list-skeleton';
import { SeatAccessNote } from '../../../components/seat-access';
import { SearchBox } from '../../../components/search-box';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { formatInteger, formatTime, orderNumber } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { readItem } from '../../../lib/storage';
import { useErrorToast } from '../../../lib/use-error-toast';
import {
  CHECKINS_PAGE_SIZE,
  checkinsQuery,
  doorEventsQuery,
  downloadCheckinsCsv,
  type CheckinFilters,
} from '../api/checkins-api';
import { DoorCounts } from '../components/door-counts';
import { eventLabel } from '../components/door-setup';
import { useDoorApp } from '../door/door-app';
import '../checkins.css';

const STATUS_OPTIONS = [
  { value: 'IN', label: 'Ingresaron' },
  { value: 'OUT', label: 'Por ingresar' },
];

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

function ZoneCounts({ data }: { data: CheckinPage }) {
  return (
    <section className="card checkin-zones" aria-labelledby="checkin-zones-title">
      <h2 id="checkin-zones-title" className="mt-0">
        Ingresaron {formatInteger(data.checkedIn)} de {formatInteger(data.tickets)} (
        {percent(data.checkedIn, data.tickets)} %)
      </h2>
      <ul>
        {data.zones.map((z) => (
          <li key={z.zoneId}>
            <span className="checkin-zone-name">{z.zoneName}</span>
            <ProgressBar
              value={percent(z.checkedIn, z.total)}
              showValue={false}
              aria-label={`${z.zoneName}: ${z.checkedIn} de ${z.total}`}
            />
            <span className="checkin-zone-count">
              {formatInteger(z.checkedIn)} / {formatInteger(z.total)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard/chekinera: who is in, per zone and ticket, refreshed every few seconds. */
export function CheckinListPage() {
  useDoorApp();
  const events = useQuery(doorEventsQuery());
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? readItem('door.eventId') ?? '';
  const [filters, setFilters] = useState<Omit<CheckinFilters, 'eventId'>>({
    q: '',
    status: '',
    page: 1,
  });
  const query = { ...filters, eventId };
  const list = useQuery(checkinsQuery(query));
  useErrorToast(list.error, 'No se pudo cargar el listado.');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const event = events.data?.find((e) => e.id === eventId);

  const exportCsv = async () => {
    if (!event) return;
    setExporting(true);
    setExportError('');
    try {
      await downloadCheckinsCsv(query, event.name);
    } catch (e) {
      setExportError(messageOf(e, 'No se pudo exportar el listado.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="checkin-list">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="text-2xl font-semibold m-0">Listado Check-In</h1>
        <div className="flex gap-2">
          <Link to="/dashboard/chekinera/scanner" className="p-button p-component">
            <i className="pi pi-qrcode mr-2" aria-hidden="true" /> Abrir la chequinera
          </Link>
          <Button
            type="button"
            label="Exportar CSV"
            icon="pi pi-download"
            outlined
            disabled={!event}
            loading={exporting}
            onClick={() => void exportCsv()}
          />
        </div>
      </div>
      {exportError ? <Message severity="error" className="w-full mb-3" text={exportError} /> : null}
      <div className="flex flex-wrap gap-3 align-items-end mb-3">
        <div className="flex-1" style={{ minWidth: '16rem' }}>
          <label htmlFor="checkin-event" className="block font-medium mb-2">
            Evento
          </label>
          <Dropdown
            inputId="checkin-event"
            className="w-full"
            value={eventId || null}
            loading={events.isPending}
            options={(events.data ?? []).map((e) => ({ value: e.id, label: eventLabel(e) }))}
            placeholder="Elija el evento"
            emptyMessage="No hay eventos hoy ni próximos"
            onChange={(e) => {
              setParams({ eventId: (e.value as string | null) ?? '' }, { replace: true });
              setFilters((f) => ({ ...f, page: 1 }));
            }}
          />
        </div>
        <SearchBox
          id="checkin-search"
          label="Buscar"
          placeholder="Titular, cédula, asiento, código o puerta"
          value={filters.q}
          onSearch={(q) => setFilters((f) => ({ ...f, q, page: 1 }))}
          className="flex-1"
        />
        <div style={{ minWidth: '12rem' }}>
          <label htmlFor="checkin-status" className="block font-medium mb-2">
            Estado
          </label>
          <Dropdown
            inputId="checkin-status"
            className="w-full"
            value={filters.status || null}
            options={STATUS_OPTIONS}
            placeholder="Todas las entradas"
            showClear
            onChange={(e) =>
              setFilters((f) => ({
                ...f,
                status: (e.value as CheckinFilters['status'] | null) ?? '',
                page: 1,
              }))
            }
          />
        </div>
      </div>
      {!eventId ? (
        <p className="text-color-secondary">Elija un evento para ver sus ingresos.</p>
      ) : list.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(list.error, 'No se pudo cargar el listado.')}
        />
      ) : list.isPending ? (
        <ListSkeleton label="Cargando ingresos" />
      ) : (
        <>
          <DoorCounts eventId={eventId} />
          <ZoneCounts data={list.data} />
          <p className="text-color-secondary text-sm" aria-live="off">
            Se actualiza solo cada 5 segundos · última lectura{' '}
            {formatTime(new Date(list.dataUpdatedAt))}
          </p>
          <StaffTable
            value={list.data.items}
            dataKey="ticketId"
            label="Entradas del evento y sus ingresos"
            empty="Ninguna entrada coincide."
            {...serverPaging(filters.page, CHECKINS_PAGE_SIZE, list.data.total, (page) =>
              setFilters((f) => ({ ...f, page })),
            )}
          >
            {/* Seat, time and gate first: what a phone shows before the table scrolls. */}
            <Column field="zoneName" header="Zona" />
            <Column
              header="Asiento"
              body={(r: CheckinRow) => (
                <>
                  {r.seatName}
                  <SeatAccessNote access={r.seatAccess} symbol before={<br />} />
                </>
              )}
            />
            <Column
              header="Ingresó"
              bodyClassName="white-space-nowrap"
              body={(r: CheckinRow) =>
                r.checkedInAt ? (
                  <time dateTime={r.checkedInAt}>{formatTime(r.checkedInAt)}</time>
                ) : (
                  <span className="text-color-secondary">Por ingresar</span>
                )
              }
            />
            <Column field="gate" header="Puerta" />
            <Column field="holderName" header="Titular" />
            <Column field="identification" header="Cédula" />
            <Column header="Orden" body={(r: CheckinRow) => orderNumber(r.orderNumber)} />
            <Column field="checkedInBy" header="Registrado por" />
            <Column
              header="Repetidos"
              body={(r: CheckinRow) => (
                <div className="flex flex-wrap gap-1">
                  {r.repeats > r.conflicts ? (
                    <Tag
                      severity="warning"
                      value={`${r.repeats - r.conflicts} ${r.repeats - r.conflicts === 1 ? 'repetido' : 'repetidos'}`}
                    />
                  ) : null}
                  {r.conflicts > 0 ? (
                    <Tag
                      severity="danger"
                      value={`${r.conflicts} ${r.conflicts === 1 ? 'conflicto' : 'conflictos'} sin conexión`}
                      title="Un equipo sin conexión dejó pasar esta entrada cuando ya había ingresado"
                    />
                  ) : null}
                </div>
              )}
            />
          </StaffTable>
        </>
      )}
    </div>
  );
}
