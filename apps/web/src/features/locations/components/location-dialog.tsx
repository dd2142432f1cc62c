import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { locationInputSchema } from '@tickera/shared/schemas/locations';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField, NumberField, TextField, fieldsOf } from '../../../components/form-field';
import type { Location } from '@tickera/shared/schemas/locations';
import { createLocation, updateLocation } from '../api/locations-api';

const formSchema = locationInputSchema.extend({
  address: z.string().trim().max(300),
  isActive: z.boolean(),
});
type LocationForm = z.input<typeof formSchema>;
type LocationValues = z.output<typeof formSchema>;

const TEXTS = [
  { name: 'name', label: 'Nombre', cls: 'col-12 md:col-8' },
  { name: 'code', label: 'Código', cls: 'col-12 md:col-4' },
  { name: 'address', label: 'Dirección', cls: 'col-12' },
  { name: 'city', label: 'Ciudad', cls: 'col-12 md:col-6' },
  { name: 'country', label: 'País', cls: 'col-12 md:col-6' },
] as const;

/** A venue: name, code, address, city, country and capacity. */
export function LocationDialog({
  location,
  onHide,
}: {
  location: Location | null;
  onHide: () => void;
}) {
  const form = useForm<LocationForm, unknown, LocationValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: location?.name ?? '',
      code: location?.code ?? '',
      address: location?.address ?? '',
      city: location?.city ?? '',
      country: location?.country ?? 'Venezuela',
      capacityMax: location?.capacityMax ?? 0,
      isActive: location?.isActive ?? true,
    },
  });
  const f = fieldsOf(form, 'location');

  return (
    <FormDialog
      header={location ? `Editar ${location.name}` : 'Nuevo lugar'}
      onHide={onHide}
      width="min(40rem, 95vw)"
      form={form}
      save={({ isActive, address, ...v }) => {
        const body = { ...v, ...(address ? { address } : {}) };
        return location ? updateLocation(location.id, { ...body, isActive }) : createLocation(body);
      }}
      invalidates={[['locations'], ['events']]}
      successToast={(saved) => [location ? 'Lugar actualizado' : 'Lugar creado', saved.name]}
      failureSummary="No se pudo guardar el lugar"
      onSaved={onHide}
      submitLabel="Guardar lugar"
      submitIcon="pi pi-save"
    >
      {TEXTS.map((t) => (
        <TextField key={t.name} {...f.text(t.name)} label={t.label} className={t.cls} />
      ))}
      <NumberField
        {...f.bound('capacityMax')}
        label="Capacidad"
        className="col-12 md:col-6"
        min={0}
        max={200000}
        empty={0}
      />
      {location ? (
        <CheckboxField
          {...f.bound('isActive')}
          label="Lugar activo"
          className="col-12 md:col-6 flex align-items-center gap-2"
        />
      ) : null}
    </FormDialog>
  );
}
