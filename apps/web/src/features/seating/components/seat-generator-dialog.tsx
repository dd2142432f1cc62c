import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { rowRange, seatGenerationSchema } from '@tickera/shared/schemas/venues';
import { FormField, fieldAria } from '../../../components/form-field';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { generateSeats } from '../api/zones-api';

type SeatForm = z.input<typeof seatGenerationSchema>;
type SeatValues = z.output<typeof seatGenerationSchema>;

/** Seats by rows: rows A–Z (or 1–30) × seats 1–40, named by a pattern like "{row}-{n}". */
export function SeatGeneratorDialog({
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
  } = useForm<SeatForm, unknown, SeatValues>({
    resolver: zodResolver(seatGenerationSchema),
    defaultValues: { rowFrom: 'A', rowTo: 'Z', seatFrom: 1, seatTo: 40, naming: '{row}-{n}' },
  });
  const [rowFrom, rowTo, seatFrom, seatTo, naming] = watch([
    'rowFrom',
    'rowTo',
    'seatFrom',
    'seatTo',
    'naming',
  ]);
  const rows = rowRange((rowFrom ?? '').trim().toUpperCase(), (rowTo ?? '').trim().toUpperCase());
  const perRow = Math.max(0, (Number(seatTo) || 0) - (Number(seatFrom) || 1) + 1);
  const example = rows.length
    ? (naming || '{row}-{n}')
        .replace('{row}', rows[0])
        .replace('{n}', String(Number(seatFrom) || 1))
    : '—';

  const save = useMutation({
    mutationFn: (v: SeatValues) => generateSeats(zone.id, v),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      toast.show(
        'success',
        'Asientos creados',
        `${formatInteger(r.created)} asientos en ${zone.name}.`,
      );
      onHide();
    },
    onError: (error) =>
      toast.show(
        'error',
        'No se pudieron crear los asientos',
        messageOf(error, 'Intente nuevamente.'),
      ),
  });
  const submit = handleSubmit((v) =>
    save.mutate({ ...v, rowFrom: v.rowFrom.toUpperCase(), rowTo: v.rowTo.toUpperCase() }),
  );
  const number = (name: 'seatFrom' | 'seatTo', label: string) => (
    <FormField
      id={`seats-${name}`}
      label={label}
      error={errors[name]?.message}
      className="col-6 md:col-3"
    >
      <InputText
        id={`seats-${name}`}
        type="number"
        min={1}
        max={500}
        className="w-full"
        invalid={!!errors[name]}
        {...fieldAria(`seats-${name}`, errors[name]?.message)}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );

  return (
    <Dialog
      header={`Generar asientos en ${zone.name}`}
      visible
      onHide={onHide}
      style={{ width: 'min(40rem, 95vw)' }}
      footer={
        <div className="flex justify-content-between align-items-center gap-2">
          <span className="text-color-secondary" aria-live="polite">
            {rows.length} filas × {perRow} ={' '}
            <strong>{formatInteger(rows.length * perRow)} asientos</strong> · ej. {example}
          </span>
          <Button
            label="Generar"
            icon="pi pi-th-large"
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        <FormField
          id="seats-rowFrom"
          label="Fila inicial"
          error={errors.rowFrom?.message}
          className="col-6 md:col-3"
        >
          <InputText
            id="seats-rowFrom"
            className="w-full"
            invalid={!!errors.rowFrom}
            {...fieldAria('seats-rowFrom', errors.rowFrom?.message)}
            {...register('rowFrom')}
          />
        </FormField>
        <FormField
          id="seats-rowTo"
          label="Fila final"
          error={errors.rowTo?.message}
          className="col-6 md:col-3"
        >
          <InputText
            id="seats-rowTo"
            className="w-full"
            invalid={!!errors.rowTo}
            {...fieldAria('seats-rowTo', errors.rowTo?.message)}
            {...register('rowTo')}
          />
        </FormField>
        {number('seatFrom', 'Primer asiento')}
        {number('seatTo', 'Último asiento')}
        <FormField
          id="seats-naming"
          label="Nombre de cada asiento"
          hint="{row} es la fila y {n} el número"
          error={errors.naming?.message}
          className="col-12"
        >
          <InputText
            id="seats-naming"
            className="w-full"
            invalid={!!errors.naming}
            {...fieldAria('seats-naming', errors.naming?.message)}
            {...register('naming')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
