import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { editableEventQuery } from '../api/event-setup-api';
import { eventToForm, type EventForm } from '../event-form';
import type { AdminEvent } from '@tickera/shared/schemas/events';

export type Editing = { id: string; values: EventForm } | 'new' | null;

/** Opens the event dialog: a new event at once, an existing one after reading its detail. */
export function useEventEditor() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const edit = async (row: AdminEvent) => {
    setLoadingId(row.id);
    try {
      const event = await queryClient.fetchQuery(editableEventQuery(row.id));
      setEditing({ id: row.id, values: eventToForm(event) });
    } catch (error) {
      toast.show('error', 'No se pudo abrir el evento', messageOf(error, 'Intente nuevamente.'));
    } finally {
      setLoadingId(null);
    }
  };

  return {
    editing,
    loadingId,
    create: () => setEditing('new'),
    edit: (row: AdminEvent) => void edit(row),
    close: () => setEditing(null),
  };
}
