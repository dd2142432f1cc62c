import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { fieldErrorsOf, messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const isNew = !editing;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: editing?.values ?? emptyEventForm(),
  });

  const save = useMutation({
    mutationFn: (v: EventForm) =>
      editing ? updateEvent(editing.id, toPatchBody(v, dirtyFields)) : createEvent(toCreateBody(v)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      toast.show('success', isNew ? 'Evento creado' : 'Evento actualizado', saved.name);
      onSaved(saved.id);
    },
    onError: (error) => {
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const field = formFieldOf(path);
        if (field) setError(field, { message });
      }
      toast.show('error', 'No se pudo guardar el evento', messageOf(error, 'Intente nuevamente.'));
    },
  });

  const submit = handleSubmit((v) => {
    if (editing && Object.keys(toPatchBody(v, dirtyFields)).length === 0) return onHide();
    save.mutate(v);
  });

  return (
    <Dialog
      header={isNew ? 'Nuevo evento' : `Editar ${editing.values.name}`}
      visible
      onHide={onHide}
      style={{ width: 'min(60rem, 96vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Cancelar" text onClick={onHide} />
          <Button
            label={isNew ? 'Crear evento' : 'Guardar'}
            icon="pi pi-save"
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        <EventBasicFields
          control={control}
          register={register}
          errors={errors}
          isNew={isNew}
          places={places}
        />
        <EventSaleFields control={control} register={register} errors={errors} isNew={isNew} />
      </form>
    </Dialog>
  );
}
