import type { UseFormReturn } from 'react-hook-form';
import { InputTextarea } from 'primereact/inputtextarea';
import { DropdownField, FormField, TextField, fieldsOf } from '../../../components/form-field';
import type { EventForm, EventPlaces } from '../event-form';

interface FieldsProps {
  form: UseFormReturn<EventForm>;
  isNew: boolean;
  places: EventPlaces;
}

const CATEGORIES = [
  { label: 'Concierto', value: 'CONCIERTO' },
  { label: 'Deporte', value: 'DEPORTE' },
];

/** Name, code, category, place, store, dates and description. */
export function EventBasicFields({ form, isNew, places }: FieldsProps) {
  const f = fieldsOf(form, 'event');
  const locationId = form.watch('locationId');
  const when = (name: 'startAt' | 'finishAt' | 'publishAt', label: string, hint?: string) => (
    <TextField
      {...f.text(name)}
      label={label}
      hint={hint}
      type="datetime-local"
      className="col-12 md:col-4"
    />
  );

  return (
    <>
      <TextField {...f.text('name')} label="Nombre" className="col-12 md:col-8" />
      <TextField
        {...f.text('code')}
        label="Código"
        hint={isNew ? 'Ej. SALSA-2027' : 'El código no cambia'}
        className="col-12 md:col-4"
        input={{ disabled: !isNew }}
      />
      <DropdownField
        {...f.bound('category')}
        label="Categoría"
        className="col-12 md:col-4"
        dropdown={{ options: CATEGORIES }}
      />
      <DropdownField
        {...f.bound('locationId')}
        label="Lugar"
        className="col-12 md:col-4"
        cleared=""
        dropdown={{
          options: (places.locations ?? [])
            .filter((l) => l.isActive || l.id === locationId)
            .map((l) => ({ value: l.id, label: `${l.name} (${l.city})` })),
          placeholder: places.locationsLoading ? 'Cargando…' : 'Elija el lugar',
          filter: true,
          emptyMessage: 'No hay lugares: créelos en la pestaña Lugares',
          emptyFilterMessage: 'Ningún lugar coincide',
        }}
      />
      <DropdownField
        {...f.bound('storeId')}
        label="Tienda (opcional)"
        className="col-12 md:col-4"
        cleared=""
        dropdown={{
          options: (places.stores ?? []).map((s) => ({ value: s.id, label: s.name })),
          placeholder: isNew ? 'Sin tienda' : 'Sin cambios',
          showClear: true,
          disabled: !places.canPickStore,
          emptyMessage: 'No hay tiendas',
        }}
      />
      {when('startAt', 'Inicio', 'Hora de Caracas')}
      {when('finishAt', 'Fin (opcional)')}
      {when('publishAt', 'Publicar desde', 'Vacío: no se publica')}
      <FormField id="event-description" label="Descripción (opcional)" className="col-12">
        <InputTextarea
          id="event-description"
          className="w-full"
          rows={3}
          autoResize
          {...form.register('description')}
        />
      </FormField>
    </>
  );
}
