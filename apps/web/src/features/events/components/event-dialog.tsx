import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createEvent, updateEvent } from '../api/event-setup-api';
import {
  emptyEventForm,
  eventFormSchema,
  formFieldOf,
  toCreateBody,
  toPatchBody,
  type EventForm,
  type EventPlaces,
} from '../event-form';
import { FormDialog } from '../../../components/form-dialog';
import { EventBasicFields } from './event-basic-fields';
import { EventSaleFields } from './event-sale-fields';

interface EventDialogProps {
  /** The event being edited (its id and form values), or null for a new one. */
  editing: { id: string; values: EventForm } | null;
  onHide: () => void;
  onSaved: (eventId: string) => void;
  places: EventPlaces;
}

/** Create or edit an event: every field of POST/PATCH /api/events, fee config and banner. */
export function EventDialog({ editing, onHide, onSaved, places }: EventDialogProps) {
  const isNew = !editing;
  const form = useForm<EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: editing?.values ?? emptyEventForm(),
  });
  const { dirtyFields } = form.formState;

  return (
    <FormDialog
      header={isNew ? 'Nuevo evento' : `Editar ${editing.values.name}`}
      onHide={onHide}
      width="min(60rem, 96vw)"
      form={form}
      save={(v) =>
        editing
          ? updateEvent(editing.id, toPatchBody(v, dirtyFields))
          : createEvent(toCreateBody(v))
      }
      invalidates={[['events']]}
      successToast={(saved) => [isNew ? 'Evento creado' : 'Evento actualizado', saved.name]}
      failureSummary="No se pudo guardar el evento"
      onSaved={(saved) => onSaved(saved.id)}
      fieldOf={formFieldOf}
      nothingToSave={(v) => !!editing && Object.keys(toPatchBody(v, dirtyFields)).length === 0}
      submitLabel={isNew ? 'Crear evento' : 'Guardar'}
      submitIcon="pi pi-save"
    >
      <EventBasicFields form={form} isNew={isNew} places={places} />
      <EventSaleFields form={form} isNew={isNew} />
    </FormDialog>
  );
}
