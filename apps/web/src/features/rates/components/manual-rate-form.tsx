import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { z } from 'zod';
import { manualRateSchema } from '@tickera/shared/schemas/rates';
import { FormField, fieldAria } from '../../../components/form-field';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RateForm, unknown, RateValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { rate: '', valueDate: '' },
  });
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
      <FormField
        id="manual-rate"
        label="Tasa manual (Bs.S por USD)"
        hint="Ej. 236,8389"
        error={errors.rate?.message}
        className="flex-1 mb-0"
      >
        <InputText
          id="manual-rate"
          className="w-full"
          inputMode="decimal"
          autoComplete="off"
          invalid={!!errors.rate}
          {...fieldAria('manual-rate', errors.rate?.message)}
          {...register('rate')}
        />
      </FormField>
      <FormField
        id="manual-rate-date"
        label="Fecha valor (opcional)"
        error={errors.valueDate?.message}
        className="mb-0"
      >
        <InputText id="manual-rate-date" type="date" {...register('valueDate')} />
      </FormField>
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
