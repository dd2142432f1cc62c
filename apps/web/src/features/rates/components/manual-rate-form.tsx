import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { z } from 'zod';
import { manualRateSchema } from '@tickera/shared/schemas/rates';
import { TextField, fieldsOf } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { messageOf } from '../../../lib/http';
import { formatRate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { saveManualRate } from '../api/rates-api';

const formSchema = manualRateSchema.extend({
  valueDate: z.preprocess(emptyToUndefined, manualRateSchema.shape.valueDate),
});
type RateForm = z.input<typeof formSchema>;
type RateValues = z.output<typeof formSchema>;

/** An admin types the rate when the BCV page cannot be read. */
export function ManualRateForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<RateForm, unknown, RateValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { rate: '', valueDate: '' },
  });
  const { handleSubmit, reset } = form;
  const f = fieldsOf(form, 'manual');
  const save = useMutation({
    mutationFn: saveManualRate,
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: ['rates'] });
      reset();
      toast.show('success', 'Tasa registrada', `Bs.S ${formatRate(entry.rate)} por USD.`);
    },
    onError: (error) =>
      toast.show('error', 'No se pudo registrar la tasa', messageOf(error, 'Intente nuevamente.')),
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}
      noValidate
      className="flex flex-wrap gap-2 align-items-start"
    >
      <TextField
        {...f.text('rate')}
        label="Tasa manual (Bs.S por USD)"
        hint="Ej. 236,8389"
        className="flex-1 mb-0"
        input={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <TextField
        {...f.text('valueDate')}
        label="Fecha valor (opcional)"
        type="date"
        className="mb-0"
      />
      <Button
        type="submit"
        label="Registrar"
        icon="pi pi-save"
        loading={save.isPending}
        style={{ marginTop: '1.9rem' }}
      />
    </form>
  );
}
