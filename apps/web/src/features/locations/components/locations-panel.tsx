import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { Message } from 'primereact/message';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LocationDialog } from './location-dialog';
import type { Location } from '@tickera/shared/schemas/locations';
import { locationsQuery } from '../api/locations-api';
import { ActiveTag, EditButton, TwoLines } from '../../../components/table-cells';

/** Venues the events take place in. */
export function LocationsPanel() {
  const locations = useQuery(locationsQuery());
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <div className="flex justify-content-end mb-3">
        <Button label="Nuevo lugar" icon="pi pi-plus" onClick={() => setEditing('new')} />
      </div>
      {locations.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(locations.error, 'No se pudieron cargar los lugares.')}
        />
      ) : null}
      {locations.isPending ? <ListSkeleton rows={3} label="Cargando lugares" /> : null}
      {locations.data ? (
        <StaffTable
          value={locations.data}
          dataKey="id"
          paginator={locations.data.length > 10}
          rows={10}
          label="Lugares"
          empty="Aún no hay lugares registrados."
        >
          <Column
            header="Lugar"
            body={(l: Location) => <TwoLines main={l.name} sub={l.code} strong />}
          />
          <Column header="Dirección" body={(l: Location) => l.address ?? '—'} />
          <Column header="Ciudad" body={(l: Location) => `${l.city}, ${l.country}`} />
          <Column
            header="Capacidad"
            align="right"
            body={(l: Location) => formatInteger(l.capacityMax)}
          />
          <Column header="Estado" body={(l: Location) => <ActiveTag active={l.isActive} />} />
          <Column
            header=""
            body={(l: Location) => (
              <div className="flex gap-1 justify-content-end">
                <Button
                  label="Diseñar plano"
                  icon="pi pi-map"
                  size="small"
                  text
                  aria-label={`Diseñar plano de ${l.name}`}
                  onClick={() => navigate(`/dashboard/lugares/${l.id}/plano`)}
                />
                <EditButton what={l.name} onClick={() => setEditing(l)} />
              </div>
            )}
          />
        </StaffTable>
      ) : null}
      {editing ? (
        <LocationDialog
          location={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
