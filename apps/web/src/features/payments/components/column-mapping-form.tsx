import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { STATEMENT_DATE_FORMATS, type StatementMapping } from '@tickera/shared/schemas/reconcile';
import { FormField } from '../../../components/form-field';

interface ColumnMappingFormProps {
  /** The statement's first rows, as the server read them. */
  headerRows: string[][];
  pending: boolean;
  onSubmit: (mapping: StatementMapping) => void;
}

type Shape = 'signed' | 'split';

/** Names the statement's columns once; the server remembers them for the bank. */
export function ColumnMappingForm({ headerRows, pending, onSubmit }: ColumnMappingFormProps) {
  const headers = [...new Set(headerRows.flat())];
  const options = headers.map((h) => ({ label: h, value: h }));
  const [shape, setShape] = useState<Shape>('signed');
  const [values, setValues] = useState<Partial<Record<keyof StatementMapping, string>>>({
    dateFormat: 'DD/MM/YYYY',
  });
  const set = (key: keyof StatementMapping) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const columns: { key: keyof StatementMapping; label: string; optional?: boolean }[] = [
    { key: 'date', label: 'Fecha' },
    { key: 'reference', label: 'Referencia' },
    ...(shape === 'signed'
      ? [{ key: 'amount' as const, label: 'Monto (créditos positivos)' }]
      : [
          { key: 'credit' as const, label: 'Crédito' },
          { key: 'debit' as const, label: 'Débito', optional: true },
        ]),
    { key: 'description', label: 'Descripción', optional: true },
  ];
  const complete = columns.every((c) => c.optional || values[c.key]);

  const submit = () => {
    const picked = Object.fromEntries(
      columns.filter((c) => values[c.key]).map((c) => [c.key, values[c.key]]),
    );
    onSubmit({ ...picked, dateFormat: values.dateFormat } as StatementMapping);
  };

  return (
    <div>
      <p className="mt-0">
        No reconocemos las columnas de este estado de cuenta. Indique cuál es cada una; se
        recordarán para este banco.
      </p>
      <FormField id="mapping-shape" label="Los montos vienen en">
        <SelectButton
          id="mapping-shape"
          value={shape}
          onChange={(e) => e.value && setShape(e.value)}
          options={[
            { label: 'Una columna con signo', value: 'signed' },
            { label: 'Columnas de débito y crédito', value: 'split' },
          ]}
          allowEmpty={false}
        />
      </FormField>
      <div className="formgrid grid">
        {columns.map((c) => (
          <FormField
            key={c.key}
            id={`mapping-${c.key}`}
            label={c.optional ? `${c.label} (opcional)` : c.label}
            className="col-12 md:col-6"
          >
            <Dropdown
              inputId={`mapping-${c.key}`}
              value={values[c.key] ?? null}
              options={options}
              onChange={(e) => set(c.key)(e.value)}
              placeholder="Seleccione la columna"
              showClear={c.optional}
              className="w-full"
            />
          </FormField>
        ))}
        <FormField id="mapping-dateFormat" label="Formato de fecha" className="col-12 md:col-6">
          <Dropdown
            inputId="mapping-dateFormat"
            value={values.dateFormat}
            options={STATEMENT_DATE_FORMATS.map((f) => ({
              value: f,
              label: f.replace('DD', 'dd').replace('MM', 'mm').replace('YYYY', 'aaaa'),
            }))}
            onChange={(e) => set('dateFormat')(e.value)}
            className="w-full"
          />
        </FormField>
      </div>
      <Button
        label="Cruzar con estas columnas"
        icon="pi pi-check"
        disabled={!complete}
        loading={pending}
        onClick={submit}
      />
    </div>
  );
}
