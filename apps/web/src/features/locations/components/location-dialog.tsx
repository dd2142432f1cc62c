import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { z } from 'zod';
import { locationInputSchema } from '@tickera/shared/schemas/venues';
import { FormField, fieldAria } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LocationForm, unknown, LocationValues>({
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
  const save = useMutation({
    mutationFn: ({ isActive, address, ...v }: LocationValues) => {
      const body = { ...v, ...(address ? { address } : {}) };
      return location ? updateLocation(location.id, { ...body, isActive }) : createLocation(body);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      toast.show('success', location ? 'Lugar actualizado' : 'Lugar creado', saved.name);
      onHide();
    },
    onError: (error) =>
      toast.show('error', 'No se pudo guardar el lugar', messageOf(error, 'Intente nuevamente.')),
  });
  const submit = handleSubmit((v) => save.mutate(v));

  return (
    <Dialog
      header={location ? `Editar ${location.name}` : 'Nuevo lugar'}
      visible
      onHide={onHide}
      style={{ width: 'min(40rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Cancelar" text onClick={onHide} />
          <Button
            label="Guardar lugar"
            icon="pi pi-save"
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        {TEXTS.map((f) => (
          <FormField
            key={f.name}
            id={`location-${f.name}`}
            label={f.label}
            error={errors[f.name]?.message}
            className={f.cls}
          >
            <InputText
              id={`location-${f.name}`}
              className="w-full"
              invalid={!!errors[f.name]}
              {...fieldAria(`location-${f.name}`, errors[f.name]?.message)}
              {...register(f.name)}
            />
          </FormField>
        ))}
        <FormField
          id="location-capacity"
          label="Capacidad"
          error={errors.capacityMax?.message}
          className="col-12 md:col-6"
        >
          <Controller
            name="capacityMax"
            control={control}
            render={({ field }) => (
              <InputNumber
                inputId="location-capacity"
                className="w-full"
                value={field.value ?? 0}
                min={0}
                max={200000}
                locale="es-VE"
                onValueChange={(e) => field.onChange(e.value ?? 0)}
              />
            )}
          />
        </FormField>
        {location ? (
          <div className="col-12 md:col-6 flex align-items-center gap-2">
            <Controller
              name="isActive"
              control={control}
              render={({ field }) => (
                <Checkbox
                  inputId="location-active"
                  checked={field.value}
                  onChange={(e) => field.onChange(!!e.checked)}
                />
              )}
            />
            <label htmlFor="location-active">Lugar activo</label>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
