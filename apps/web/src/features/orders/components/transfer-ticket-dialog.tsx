import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { transferTicketSchema, type TransferTicket } from '@tickera/shared/schemas/tickets';
import { FormField, fieldAria } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { transferTicket } from '../../tickets/api/after-sale-api';

interface TransferTicketDialogProps {
  /** The ticket to pass on, with what to call it; null: closed. */
  ticket: { id: string; label: string } | null;
  onHide: () => void;
}

/** "Pasar a un amigo": e-mail and name of who gets the ticket; the code changes. */
export function TransferTicketDialog({ ticket, onHide }: TransferTicketDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TransferTicket>({
    resolver: zodResolver(transferTicketSchema),
    defaultValues: { email: '', name: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: TransferTicket) => transferTicket(ticket!.id, values),
    onSuccess: async (_r, values) => {
      toast.show('success', 'Entrada enviada', `Le enviamos la entrada a ${values.email}.`);
      reset();
      onHide();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['tickets', 'received'] }),
      ]);
    },
  });
  const submit = handleSubmit((values) => mutation.mutate(values));
  const hide = () => {
    mutation.reset();
    onHide();
  };

  return (
    <Dialog
      header="Pasar a un amigo"
      visible={!!ticket}
      onHide={hide}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Volver" text onClick={hide} disabled={mutation.isPending} />
          <Button
            label="Pasar entrada"
            icon="pi pi-send"
            loading={mutation.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <p className="mt-0">
        {ticket?.label}: la entrada pasa a la persona que indique. Le llegará por correo con un
        código nuevo y su código actual dejará de servir.
      </p>
      {mutation.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(mutation.error, 'No se pudo pasar la entrada.')}
        />
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="transfer-email" label="Correo de su amigo" error={errors.email?.message}>
          <InputText
            id="transfer-email"
            type="email"
            className="w-full"
            autoFocus
            autoComplete="off"
            invalid={!!errors.email}
            {...fieldAria('transfer-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="transfer-name" label="Nombre y apellido" error={errors.name?.message}>
          <InputText
            id="transfer-name"
            className="w-full"
            autoComplete="off"
            invalid={!!errors.name}
            {...fieldAria('transfer-name', errors.name?.message)}
            {...register('name')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
