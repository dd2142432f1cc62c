import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { tableGenerationSchema } from '@tickera/shared/schemas/venues';
import { FormField, fieldAria } from '../../../components/form-field';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { generateTables } from '../api/zones-api';

type TableForm = z.input<typeof tableGenerationSchema>;
type TableValues = z.output<typeof tableGenerationSchema>;

/** VIP tables: N tables of M seats ("Mesa 1", puesto 1…M). */
export function TableGeneratorDialog({
  zone,
  onHide,
}: {
  zone: { id: string; name: string };
  onHide: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TableForm, unknown, TableValues>({
    resolver: zodResolver(tableGenerationSchema),
    defaultValues: { count: 10, seatsPerTable: 8, prefix: 'Mesa' },
  });
  const [count, seatsPerTable] = watch(['count', 'seatsPerTable']);
  const save = useMutation({
    mutationFn: (v: TableValues) => generateTables(zone.id, v),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      toast.show(
        'success',
        'Mesas creadas',
        `${formatInteger(r.tables ?? 0)} mesas, ${formatInteger(r.created)} puestos en ${zone.name}.`,
      );
      onHide();
    },
    onError: (error) =>
      toast.show(
        'error',
        'No se pudieron crear las mesas',
        messageOf(error, 'Intente nuevamente.'),
      ),
  });
  const submit = handleSubmit((v) => save.mutate(v));
  const number = (name: 'count' | 'seatsPerTable', label: string, max: number) => (
    <FormField
      id={`tables-${name}`}
      label={label}
      error={errors[name]?.message}
      className="col-6 md:col-4"
    >
      <InputText
        id={`tables-${name}`}
        type="number"
        min={1}
        max={max}
        className="w-full"
        invalid={!!errors[name]}
        {...fieldAria(`tables-${name}`, errors[name]?.message)}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );

  return (
    <Dialog
      header={`Generar mesas en ${zone.name}`}
      visible
      onHide={onHide}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div className="flex justify-content-between align-items-center gap-2">
          <span className="text-color-secondary" aria-live="polite">
            {formatInteger((Number(count) || 0) * (Number(seatsPerTable) || 0))} puestos en total
          </span>
          <Button
            label="Generar"
            icon="pi pi-table"
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        {number('count', 'Mesas', 200)}
        {number('seatsPerTable', 'Puestos por mesa', 30)}
        <FormField
          id="tables-prefix"
          label="Prefijo"
          error={errors.prefix?.message}
          className="col-12 md:col-4"
        >
          <InputText id="tables-prefix" className="w-full" {...register('prefix')} />
        </FormField>
      </form>
    </Dialog>
  );
}
