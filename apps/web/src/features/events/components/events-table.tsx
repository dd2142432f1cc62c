import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { Tag } from 'primereact/tag';
import { formatDateTime, formatInteger } from '../../../lib/format';
import type { AdminEvent } from '@tickera/shared/schemas/events';
import { EditButton, TwoLines } from '../../../components/table-cells';

interface EventsTableProps {
  events: AdminEvent[];
  selectedId: string;
  loadingEditId: string | null;
  onEdit: (event: AdminEvent) => void;
  onZones: (event: AdminEvent) => void;
  onWaitlist: (event: AdminEvent) => void;
}

function Publication({ event }: { event: AdminEvent }) {
  if (!event.isActive) return <Tag value="Inactivo" severity="danger" rounded />;
  if (!event.publishAt) return <Tag value="Borrador" severity="secondary" rounded />;
  if (Date.parse(event.publishAt) > Date.now())
    return (
      <Tag value={`Se publica ${formatDateTime(event.publishAt)}`} severity="warning" rounded />
    );
  return <Tag value="Publicado" severity="success" rounded />;
}

const PAGE = 10;

/** Every event, published or not, newest first. */
export function EventsTable({
  events,
  selectedId,
  loadingEditId,
  onEdit,
  onZones,
  onWaitlist,
}: EventsTableProps) {
  // The page that holds the selected event (a link to /dashboard/event?event=… shows its row).
  const [first, setFirst] = useState(0);
  const selectedAt = events.findIndex((e) => e.id === selectedId);
  useEffect(() => {
    if (selectedAt >= 0) setFirst(Math.floor(selectedAt / PAGE) * PAGE);
  }, [selectedId, selectedAt]);
  return (
    <StaffTable
      value={events}
      dataKey="id"
      paginator={events.length > PAGE}
      rows={PAGE}
      first={first}
      onPage={(e) => setFirst(e.first)}
      rowClassName={(e: AdminEvent) => (e.id === selectedId ? 'p-highlight' : '')}
      label="Eventos"
      empty="Aún no hay eventos. Cree el primero con «Nuevo evento»."
    >
      <Column
        header="Evento"
        body={(e: AdminEvent) => (
          <TwoLines
            main={e.name}
            sub={`${e.code} · ${e.category === 'DEPORTE' ? 'Deporte' : 'Concierto'}`}
            strong
          />
        )}
      />
      <Column header="Fecha" body={(e: AdminEvent) => formatDateTime(e.startAt)} />
      <Column header="Lugar" body={(e: AdminEvent) => `${e.locationName}, ${e.locationCity}`} />
      <Column header="Estado" body={(e: AdminEvent) => <Publication event={e} />} />
      <Column
        header="Vendidos"
        align="right"
        body={(e: AdminEvent) => `${formatInteger(e.sold)} / ${formatInteger(e.seats)}`}
      />
      <Column
        header="Acciones"
        body={(e: AdminEvent) => (
          <div className="flex gap-1">
            <EditButton what={e.name} loading={loadingEditId === e.id} onClick={() => onEdit(e)} />
            <Button
              label="Zonas"
              icon="pi pi-th-large"
              size="small"
              text
              severity="secondary"
              aria-label={`Zonas de ${e.name}`}
              onClick={() => onZones(e)}
            />
            <Button
              label="Espera"
              icon="pi pi-users"
              size="small"
              text
              severity="secondary"
              aria-label={`Lista de espera de ${e.name}`}
              onClick={() => onWaitlist(e)}
            />
          </div>
        )}
      />
    </StaffTable>
  );
}
