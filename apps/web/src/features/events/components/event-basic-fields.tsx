import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, fieldAria } from '../../../components/form-field';
import type { EventForm, EventPlaces } from '../event-form';

interface FieldsProps {
  control: Control<EventForm>;
  register: UseFormRegister<EventForm>;
  errors: FieldErrors<EventForm>;
  isNew: boolean;
  places: EventPlaces;
}

const CATEGORIES = [
  { label: 'Concierto', value: 'CONCIERTO' },
  { label: 'Deporte', value: 'DEPORTE' },
];

/** Name, code, category, place, store, dates and description. */
export function EventBasicFields({ control, register, errors, isNew, places }: FieldsProps) {
  const text = (name: 'name' | 'code', label: string, hint?: string, cls = 'col-12 md:col-6') => (
    <FormField
      id={`event-${name}`}
      label={label}
      error={errors[name]?.message}
      hint={hint}
      className={cls}
    >
      <InputText
        id={`event-${name}`}
        className="w-full"
        disabled={name === 'code' && !isNew}
        invalid={!!errors[name]}
        {...fieldAria(`event-${name}`, errors[name]?.message)}
        {...register(name)}
      />
    </FormField>
  );
  const when = (name: 'startAt' | 'finishAt' | 'publishAt', label: string, hint?: string) => (
    <FormField
      id={`event-${name}`}
      label={label}
      error={errors[name]?.message}
      hint={hint}
      className="col-12 md:col-4"
    >
      <InputText
        id={`event-${name}`}
        type="datetime-local"
        className="w-full"
        invalid={!!errors[name]}
        {...fieldAria(`event-${name}`, errors[name]?.message)}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <>
      {text('name', 'Nombre', undefined, 'col-12 md:col-8')}
      {text('code', 'Código', isNew ? 'Ej. SALSA-2027' : 'El código no cambia', 'col-12 md:col-4')}
      <FormField
        id="event-category"
        label="Categoría"
        error={errors.category?.message}
        className="col-12 md:col-4"
      >
        <Controller
          name="category"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="event-category"
              className="w-full"
              value={field.value}
              options={CATEGORIES}
              onChange={(e) => field.onChange(e.value)}
            />
          )}
        />
      </FormField>
      <FormField
        id="event-location"
        label="Lugar"
        error={errors.locationId?.message}
        className="col-12 md:col-4"
      >
        <Controller
          name="locationId"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="event-location"
              className="w-full"
              value={field.value || null}
              options={(places.locations ?? [])
                .filter((l) => l.isActive || l.id === field.value)
                .map((l) => ({ value: l.id, label: `${l.name} (${l.city})` }))}
              placeholder={places.locationsLoading ? 'Cargando…' : 'Elija el lugar'}
              filter
              emptyMessage="No hay lugares: créelos en la pestaña Lugares"
              emptyFilterMessage="Ningún lugar coincide"
              invalid={!!errors.locationId}
              onChange={(e) => field.onChange((e.value as string | null) ?? '')}
            />
          )}
        />
      </FormField>
      <FormField id="event-store" label="Tienda (opcional)" className="col-12 md:col-4">
        <Controller
          name="storeId"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="event-store"
              className="w-full"
              value={field.value || null}
              options={(places.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
              placeholder={isNew ? 'Sin tienda' : 'Sin cambios'}
              showClear
              disabled={!places.canPickStore}
              emptyMessage="No hay tiendas"
              onChange={(e) => field.onChange((e.value as string | null) ?? '')}
            />
          )}
        />
      </FormField>
      {when('startAt', 'Inicio', 'Hora de Caracas')}
      {when('finishAt', 'Fin (opcional)')}
      {when('publishAt', 'Publicar desde', 'Vacío: no se publica')}
      <FormField id="event-description" label="Descripción (opcional)" className="col-12">
        <InputTextarea
          id="event-description"
          className="w-full"
          rows={3}
          autoResize
          {...register('description')}
        />
      </FormField>
    </>
  );
}
