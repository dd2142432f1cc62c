import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { tableGenerationSchema } from '@tickera/shared/schemas/seating';
import { FormDialog } from '../../../components/form-dialog';
import { TextField, fieldsOf } from '../../../components/form-field';
import { formatInteger } from '../../../lib/format';
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
  const form = useForm<TableForm, unknown, TableValues>({
    resolver: zodResolver(tableGenerationSchema),
    defaultValues: { count: 10, seatsPerTable: 8, prefix: 'Mesa' },
  });
  const { watch } = form;
  const f = fieldsOf(form, 'tables');
  const [count, seatsPerTable] = watch(['count', 'seatsPerTable']);
  const number = (name: 'count' | 'seatsPerTable', label: string, max: number) => (
    <TextField
      {...f.text(name, { valueAsNumber: true })}
      label={label}
      type="number"
      className="col-6 md:col-4"
      input={{ min: 1, max }}
    />
  );

  return (
    <FormDialog
      header={`Generar mesas en ${zone.name}`}
      onHide={onHide}
      width="min(36rem, 95vw)"
      form={form}
      save={(v) => generateTables(zone.id, v)}
      invalidates={[['events']]}
      successToast={(r) => [
        'Mesas creadas',
        `${formatInteger(r.tables ?? 0)} mesas, ${formatInteger(r.created)} puestos en ${zone.name}.`,
      ]}
      failureSummary="No se pudieron crear las mesas"
      onSaved={onHide}
      submitLabel="Generar"
      submitIcon="pi pi-table"
      summary={
        <>{formatInteger((Number(count) || 0) * (Number(seatsPerTable) || 0))} puestos en total</>
      }
    >
      {number('count', 'Mesas', 200)}
      {number('seatsPerTable', 'Puestos por mesa', 30)}
      <TextField {...f.text('prefix')} label="Prefijo" className="col-12 md:col-4" />
    </FormDialog>
  );
}
