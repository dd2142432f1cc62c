import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { rowRange, seatGenerationSchema } from '@tickera/shared/schemas/seating';
import { FormDialog } from '../../../components/form-dialog';
import { TextField, fieldsOf } from '../../../components/form-field';
import { formatInteger } from '../../../lib/format';
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
  const form = useForm<SeatForm, unknown, SeatValues>({
    resolver: zodResolver(seatGenerationSchema),
    defaultValues: { rowFrom: 'A', rowTo: 'Z', seatFrom: 1, seatTo: 40, naming: '{row}-{n}' },
  });
  const { watch } = form;
  const f = fieldsOf(form, 'seats');
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

  const text = (name: 'rowFrom' | 'rowTo', label: string) => (
    <TextField {...f.text(name)} label={label} className="col-6 md:col-3" />
  );
  const number = (name: 'seatFrom' | 'seatTo', label: string) => (
    <TextField
      {...f.text(name, { valueAsNumber: true })}
      label={label}
      type="number"
      className="col-6 md:col-3"
      input={{ min: 1, max: 500 }}
    />
  );

  return (
    <FormDialog
      header={`Generar asientos en ${zone.name}`}
      onHide={onHide}
      width="min(40rem, 95vw)"
      form={form}
      save={(v) =>
        generateSeats(zone.id, {
          ...v,
          rowFrom: v.rowFrom.toUpperCase(),
          rowTo: v.rowTo.toUpperCase(),
        })
      }
      invalidates={[['events']]}
      successToast={(r) => [
        'Asientos creados',
        `${formatInteger(r.created)} asientos en ${zone.name}.`,
      ]}
      failureSummary="No se pudieron crear los asientos"
      onSaved={onHide}
      submitLabel="Generar"
      submitIcon="pi pi-th-large"
      summary={
        <>
          {rows.length} filas × {perRow} ={' '}
          <strong>{formatInteger(rows.length * perRow)} asientos</strong> · ej. {example}
        </>
      }
    >
      {text('rowFrom', 'Fila inicial')}
      {text('rowTo', 'Fila final')}
      {number('seatFrom', 'Primer asiento')}
      {number('seatTo', 'Último asiento')}
      <TextField
        {...f.text('naming')}
        label="Nombre de cada asiento"
        hint="{row} es la fila y {n} el número"
        className="col-12"
      />
    </FormDialog>
  );
}
