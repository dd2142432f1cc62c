import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { z } from 'zod';
import { cancelOrderSchema } from '@tickera/shared/schemas/orders';
import { FormField, fieldAria } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';

type CancelForm = z.input<typeof cancelOrderSchema>;
type CancelValues = z.output<typeof cancelOrderSchema>;

interface CancelOrderDialogProps {
  visible: boolean;
  busy: boolean;
  onHide: () => void;
  onConfirm: (values: CancelValues) => void;
}

/** "Anular": the reason is required (it stays on the order); notes are optional. */
export function CancelOrderDialog({ visible, busy, onHide, onConfirm }: CancelOrderDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelForm, unknown, CancelValues>({
    resolver: zodResolver(cancelOrderSchema),
    defaultValues: { reason: '', notesText: '' },
  });

  const submit = handleSubmit((values) =>
    onConfirm({
      reason: values.reason,
      notesText: emptyToUndefined(values.notesText) as string | undefined,
    }),
  );

  return (
    <Dialog
      header="Anular orden"
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Volver" text onClick={onHide} disabled={busy} />
          <Button
            label="Anular orden"
            icon="pi pi-times"
            severity="danger"
            loading={busy}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <p className="mt-0">
        Los asientos volverán a la venta y las entradas emitidas dejarán de ser válidas.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormField id="cancel-reason" label="Motivo" error={errors.reason?.message}>
          <InputText
            id="cancel-reason"
            className="w-full"
            autoFocus
            invalid={!!errors.reason}
            {...fieldAria('cancel-reason', errors.reason?.message)}
            {...register('reason')}
          />
        </FormField>
        <FormField id="cancel-notes" label="Notas (opcional)" error={errors.notesText?.message}>
          <InputTextarea
            id="cancel-notes"
            className="w-full"
            rows={3}
            autoResize
            {...register('notesText')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
