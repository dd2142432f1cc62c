import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { eventOptionsQuery } from '../../events/api/events-api';
import { ListSkeleton } from '../../../components/list-skeleton';
import { SearchBox } from '../../../components/search-box';
import { useErrorToast } from '../../../lib/use-error-toast';
import { ticketsQuery } from '../api/tickets-api';
import { TicketsTable, type OrderDocuments } from './tickets-table';

/** "Entradas": search by code, customer or e-mail; filter by event. */
export function TicketList({ orderDocuments }: { orderDocuments: OrderDocuments }) {
  const [filters, setFilters] = useState({ q: '', eventId: '', page: 1 });
  const tickets = useQuery(ticketsQuery(filters));
  const events = useQuery(eventOptionsQuery(true));
  useErrorToast(tickets.error, 'No se pudieron cargar las entradas.');

  return (
    <>
      <div className="flex flex-wrap gap-3 align-items-end mb-3">
        <SearchBox
          id="tickets-search"
          label="Buscar"
          placeholder="Código, cliente o correo"
          value={filters.q}
          onSearch={(q) => setFilters((f) => ({ ...f, q, page: 1 }))}
          className="flex-1"
        />
        <div className="flex-1" style={{ minWidth: '16rem' }}>
          <label htmlFor="tickets-event" className="block font-medium mb-2">
            Evento
          </label>
          <Dropdown
            inputId="tickets-event"
            className="w-full"
            value={filters.eventId || null}
            options={(events.data ?? []).map((e) => ({
              value: e.id,
              label: `${e.name} · ${formatDate(e.startAt)}`,
            }))}
            placeholder="Todos los eventos"
            filter
            showClear
            emptyMessage="No hay eventos"
            emptyFilterMessage="Ningún evento coincide"
            onChange={(e) =>
              setFilters((f) => ({ ...f, eventId: (e.value as string | null) ?? '', page: 1 }))
            }
          />
        </div>
      </div>
      {tickets.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(tickets.error, 'No se pudieron cargar las entradas.')}
        />
      ) : null}
      {tickets.isPending ? <ListSkeleton label="Cargando entradas" /> : null}
      {tickets.data ? (
        <TicketsTable
          data={tickets.data}
          page={filters.page}
          loading={tickets.isFetching && tickets.isPlaceholderData}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          orderDocuments={orderDocuments}
        />
      ) : null}
    </>
  );
}
