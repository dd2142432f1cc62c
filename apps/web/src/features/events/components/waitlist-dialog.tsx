import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { EventWaitlist } from '@tickera/shared/schemas/tickets';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StaffTable } from '../../../components/staff-table';
import { TwoLines } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { eventWaitlistQuery } from '../../tickets/api/after-sale-api';
import { editableEventQuery } from '../api/event-setup-api';

type Entry = EventWaitlist['items'][number];

const STATES: Record<
  Entry['state'],
  { label: string; severity: 'info' | 'success' | 'warning' | 'secondary' }
> = {
  WAITING: { label: 'Esperando', severity: 'info' },
  OFFERED: { label: 'Oferta', severity: 'warning' },
  FULFILLED: { label: 'Compró', severity: 'success' },
  EXPIRED: { label: 'Oferta vencida', severity: 'secondary' },
  LEFT: { label: 'Salió', severity: 'secondary' },
};

/** An event's waiting list for staff: who waits (in order), who holds an offer, who bought. */
export function WaitlistDialog({
  event,
  onHide,
}: {
  event: { id: string; name: string };
  onHide: () => void;
}) {
  const line = useQuery(eventWaitlistQuery(event.id));
  // Zone names, to say which zone an entry asked for.
  const detail = useQuery(editableEventQuery(event.id));
  const zones = new Map((detail.data?.zones ?? []).map((z) => [z.id, z.name]));
  return (
    <Dialog
      header={`Lista de espera: ${event.name}`}
      visible
      onHide={onHide}
      style={{ width: 'min(52rem, 96vw)' }}
      dismissableMask
    >
      {line.isPending ? <ListSkeleton label="Cargando la lista de espera" /> : null}
      {line.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(line.error, 'No se pudo cargar la lista de espera.')}
        />
      ) : null}
      {line.data ? (
        <StaffTable
          value={line.data}
          dataKey="id"
          label="Lista de espera"
          empty="Nadie se ha anotado en la lista de espera de este evento."
        >
          <Column header="Puesto" body={(e: Entry) => e.position ?? '—'} />
          <Column
            header="Cliente"
            body={(e: Entry) => (
              <TwoLines main={e.customer.name || '—'} sub={e.customer.email ?? ''} />
            )}
          />
          <Column
            header="Pide"
            body={(e: Entry) =>
              `${e.quantity} · ${e.zoneId ? (zones.get(e.zoneId) ?? 'Zona') : 'Cualquier zona'}`
            }
          />
          <Column
            header="Estado"
            body={(e: Entry) => (
              <Tag value={STATES[e.state].label} severity={STATES[e.state].severity} rounded />
            )}
          />
          <Column
            header="Desde / hasta"
            body={(e: Entry) =>
              e.state === 'OFFERED' && e.offerExpiresAt
                ? `Oferta hasta ${formatDateTime(e.offerExpiresAt)}`
                : `Se anotó ${formatDateTime(e.createdAt)}`
            }
          />
        </StaffTable>
      ) : null}
    </Dialog>
  );
}
