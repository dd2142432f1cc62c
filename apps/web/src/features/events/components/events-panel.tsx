import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ListSkeleton } from '../../../components/list-skeleton';
import { adminEventsQuery } from '../api/events-api';
import { messageOf } from '../../../lib/http';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { EventPlaces } from '../event-form';
import { useEventEditor } from '../hooks/use-event-editor';
import { EventDialog } from './event-dialog';
import { EventsTable } from './events-table';
import { WaitlistDialog } from './waitlist-dialog';

interface EventsPanelProps {
  selectedId: string;
  /** Shows an event's zones (its id), or none (''). */
  onSelect: (eventId: string) => void;
  places: EventPlaces;
}

/** Every event: "Nuevo evento", the table, and the create/edit dialog. */
export function EventsPanel({ selectedId, onSelect, places }: EventsPanelProps) {
  const events = useQuery(adminEventsQuery());
  useErrorToast(events.error, 'No se pudieron cargar los eventos.');
  const editor = useEventEditor();
  const [waitlistOf, setWaitlistOf] = useState<{ id: string; name: string } | null>(null);

  return (
    <>
      <div className="flex justify-content-end mb-3">
        <Button label="Nuevo evento" icon="pi pi-plus" onClick={editor.create} />
      </div>
      {events.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(events.error, 'No se pudieron cargar los eventos.')}
        />
      ) : null}
      {events.isPending ? <ListSkeleton label="Cargando eventos" /> : null}
      {events.data ? (
        <EventsTable
          events={events.data}
          selectedId={selectedId}
          loadingEditId={editor.loadingId}
          onEdit={editor.edit}
          onZones={(e) => onSelect(e.id)}
          onWaitlist={(e) => setWaitlistOf({ id: e.id, name: e.name })}
        />
      ) : null}
      {editor.editing ? (
        <EventDialog
          editing={editor.editing === 'new' ? null : editor.editing}
          places={places}
          onHide={editor.close}
          onSaved={(id) => {
            editor.close();
            onSelect(id);
          }}
        />
      ) : null}
      {waitlistOf ? <WaitlistDialog event={waitlistOf} onHide={() => setWaitlistOf(null)} /> : null}
    </>
  );
}
