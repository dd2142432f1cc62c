import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { CheckboxField, TextField, fieldsOf } from '../../../components/form-field';
import { ImageField } from '../../../components/image-field';
import type { EventForm } from '../event-form';

interface FieldsProps {
  form: UseFormReturn<EventForm>;
  isNew: boolean;
}

const PRINT_TYPES = [
  { value: 'ETICKET', label: 'E-ticket (QR por correo)' },
  { value: 'HARDTICKET', label: 'Entrada física (se canjea)' },
] as const;

const PERCENTS = [
  { name: 'feePercent', label: 'Cargo por servicio %' },
  { name: 'taxPercent', label: 'Impuesto %' },
  { name: 'ivaPercent', label: 'IVA %' },
] as const;

/** Ticket types, fees, IVA, active flag and the banner. */
export function EventSaleFields({ form, isNew }: FieldsProps) {
  const { control } = form;
  const { errors } = form.formState;
  const f = fieldsOf(form, 'event');
  const check = (name: 'prefilledCodes' | 'feeOnlyDeclarative' | 'isActive', label: string) => (
    <CheckboxField {...f.bound(name)} label={label} />
  );

  return (
    <>
      <div className="field col-12">
        <span className="block font-medium mb-2">Tipos de entrada</span>
        <Controller
          name="printTypes"
          control={control}
          render={({ field }) => (
            <div className="flex flex-wrap gap-4">
              {PRINT_TYPES.map((t) => (
                <div key={t.value} className="flex align-items-center gap-2">
                  <Checkbox
                    inputId={`event-print-${t.value}`}
                    checked={field.value.includes(t.value)}
                    onChange={(e) =>
                      field.onChange(
                        e.checked
                          ? [...field.value, t.value]
                          : field.value.filter((v) => v !== t.value),
                      )
                    }
                  />
                  <label htmlFor={`event-print-${t.value}`}>{t.label}</label>
                </div>
              ))}
            </div>
          )}
        />
        {errors.printTypes ? (
          <small className="p-error block mt-1" role="alert">
            {errors.printTypes.message}
          </small>
        ) : null}
      </div>
      {PERCENTS.map((p) => (
        <TextField
          key={p.name}
          {...f.text(p.name)}
          label={p.label}
          hint={isNew ? undefined : 'Vacío: sin cambios'}
          className="col-12 md:col-4"
          input={{ inputMode: 'decimal' }}
        />
      ))}
      <TextField
        {...f.text('transferCutoffHours')}
        label="Cierre de traspasos (horas antes)"
        hint="Desde esas horas antes del inicio ya no se puede pasar una entrada a otra persona"
        className="col-12 md:col-6"
        input={{ inputMode: 'numeric' }}
      />
      <TextField
        {...f.text('waitlistOfferMinutes')}
        label="Oferta de lista de espera (minutos)"
        hint="Tiempo que se reservan los asientos ofrecidos a quien espera"
        className="col-12 md:col-6"
        input={{ inputMode: 'numeric' }}
      />
      <div className="col-12 flex flex-wrap gap-4 mb-3">
        {check('feeOnlyDeclarative', 'Cargo solo declarativo (no se suma al total)')}
        {check('prefilledCodes', 'Códigos precargados')}
        {isNew ? null : check('isActive', 'Evento activo')}
      </div>
      <div className="col-12">
        <Controller
          name="bannerUrl"
          control={control}
          render={({ field }) => (
            <ImageField
              label="Banner"
              value={field.value}
              previewHeight={96}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </>
  );
}
