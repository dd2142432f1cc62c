import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { Message } from 'primereact/message';
import type { EventDetail } from '@tickera/shared/schemas/events';
import { formatInteger, formatMoney } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../../components/list-skeleton';
import { SeatGeneratorDialog } from './seat-generator-dialog';
import { TableGeneratorDialog } from './table-generator-dialog';
import { VenuePlanNotice } from './venue-plan-notice';
import { ZoneDialog } from './zone-dialog';
import { eventDetailQuery } from '../../events/api/events-api';
import { EditButton, TwoLines } from '../../../components/table-cells';

type Zone = EventDetail['zones'][number];
const LAYOUT_WORDS: Record<string, string> = {
  TABLES: 'mesas',
  GENERAL_ADMISSION: 'entradas generales',
};

type Open = { kind: 'zone'; zone: Zone | null } | { kind: 'seats' | 'tables'; zone: Zone } | null;

/** An event's zones: add one, change its price or web limit, generate its seats or tables. */
export function ZonesPanel({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const event = useQuery(eventDetailQuery(eventId, 'staff'));
  const [open, setOpen] = useState<Open>(null);
  const zones = event.data?.zones ?? [];

  return (
    <section className="card" aria-labelledby="zones-title">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="zones-title" className="text-xl font-semibold m-0">
          Zonas de {event.data?.name ?? '…'}
        </h2>
        <div className="flex gap-2">
          <Button
            label="Agregar zona"
            icon="pi pi-plus"
            disabled={!event.data}
            onClick={() => setOpen({ kind: 'zone', zone: null })}
          />
          <Button
            icon="pi pi-times"
            text
            rounded
            severity="secondary"
            aria-label="Cerrar zonas"
            onClick={onClose}
          />
        </div>
      </div>
      {event.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(event.error, 'No se pudieron cargar las zonas.')}
        />
      ) : null}
      {event.isPending ? <ListSkeleton rows={3} label="Cargando zonas" /> : null}
      <VenuePlanNotice eventId={eventId} />
      {event.data ? (
        <StaffTable
          value={zones}
          dataKey="id"
          label="Zonas"
          empty="El evento aún no tiene zonas. Agregue la primera."
        >
          <Column
            header="Zona"
            body={(z: Zone) => <TwoLines main={z.name} sub={z.code} strong />}
          />
          <Column
            header="Tipo"
            body={(z: Zone) => `${z.type} · ${LAYOUT_WORDS[z.layout] ?? 'numerada'}`}
          />
          <Column header="Precio" align="right" body={(z: Zone) => formatMoney(z.basePrice)} />
          <Column header="Máx. web" align="right" body={(z: Zone) => z.maxSeatsWeb ?? '—'} />
          <Column
            header="Asientos"
            align="right"
            body={(z: Zone) => (
              <span data-testid={`zone-capacity-${z.code}`}>{formatInteger(z.capacity)}</span>
            )}
          />
          <Column
            header="Disponibles"
            align="right"
            body={(z: Zone) => formatInteger(z.available)}
          />
          <Column
            header="Acciones"
            body={(z: Zone) => (
              <div className="flex flex-wrap gap-1">
                <EditButton
                  what={`zona ${z.name}`}
                  onClick={() => setOpen({ kind: 'zone', zone: z })}
                />
                {z.layout === 'GENERAL_ADMISSION' ? null : z.layout === 'TABLES' ? (
                  <Button
                    label="Mesas"
                    icon="pi pi-table"
                    size="small"
                    text
                    severity="secondary"
                    aria-label={`Generar mesas en ${z.name}`}
                    onClick={() => setOpen({ kind: 'tables', zone: z })}
                  />
                ) : (
                  <Button
                    label="Asientos"
                    icon="pi pi-th-large"
                    size="small"
                    text
                    severity="secondary"
                    aria-label={`Generar asientos en ${z.name}`}
                    onClick={() => setOpen({ kind: 'seats', zone: z })}
                  />
                )}
              </div>
            )}
          />
        </StaffTable>
      ) : null}
      {open?.kind === 'zone' ? (
        <ZoneDialog
          eventId={eventId}
          zone={open.zone}
          nextIndex={zones.length}
          onHide={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'seats' ? (
        <SeatGeneratorDialog zone={open.zone} onHide={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'tables' ? (
        <TableGeneratorDialog zone={open.zone} onHide={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
