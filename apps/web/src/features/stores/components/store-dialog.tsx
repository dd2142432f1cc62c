import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { httpsUrl } from '@tickera/shared/schemas/fields';
import { storeInputSchema } from '@tickera/shared/schemas/stores';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField, TextField, fieldsOf } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import type { Store } from '@tickera/shared/schemas/stores';
import { createStore, updateStore, type StoreInput, type StorePatch } from '../api/stores-api';
import { ImageField } from '../../../components/image-field';

const IMAGES = [
  { name: 'logoBase64', label: 'Logo' },
  { name: 'invoiceLogo', label: 'Logo de la factura' },
  { name: 'signatureSrc', label: 'Firma' },
] as const;

const formSchema = z.object({
  name: storeInputSchema.shape.name,
  rif: z.preprocess(emptyToUndefined, storeInputSchema.shape.rif),
  url: httpsUrl('El sitio web', 300),
  logoBase64: z.string(),
  invoiceLogo: z.string(),
  signatureSrc: z.string(),
  isActive: z.boolean(),
});
type StoreForm = z.input<typeof formSchema>;
type StoreValues = z.output<typeof formSchema>;

interface StoreDialogProps {
  store: Store | null;
  onHide: () => void;
}

/** Create or edit a store: name, RIF, site, logo, invoice logo and signature (data URLs). */
export function StoreDialog({ store, onHide }: StoreDialogProps) {
  const form = useForm<StoreForm, unknown, StoreValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: store?.name ?? '',
      rif: store?.rif ?? '',
      url: store?.url ?? '',
      logoBase64: store?.logoBase64 ?? '',
      invoiceLogo: store?.invoiceLogo ?? '',
      signatureSrc: store?.signatureSrc ?? '',
      isActive: store?.isActive ?? true,
    },
  });
  const { control } = form;
  const { dirtyFields } = form.formState;
  const f = fieldsOf(form, 'store');

  const save = (v: StoreValues) => {
    if (!store) {
      const { isActive: _active, ...rest } = v;
      const body = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== '' && value !== undefined),
      );
      return createStore(body as StoreInput);
    }
    // Only what changed: an untouched image is not uploaded again.
    const changed = Object.fromEntries(
      Object.entries(v).filter(([key]) => dirtyFields[key as keyof StoreForm]),
    ) as StorePatch;
    return updateStore(store.id, changed);
  };

  return (
    <FormDialog
      header={store ? `Editar ${store.name}` : 'Nueva tienda'}
      onHide={onHide}
      width="min(44rem, 95vw)"
      form={form}
      save={save}
      invalidates={[['stores']]}
      successToast={(saved) => [store ? 'Tienda actualizada' : 'Tienda creada', saved.name]}
      failureSummary="No se pudo guardar la tienda"
      onSaved={onHide}
      nothingToSave={() => !!store && Object.keys(dirtyFields).length === 0}
      submitLabel="Guardar"
      submitIcon="pi pi-save"
    >
      <TextField {...f.text('name')} label="Nombre" className="col-12 md:col-6" />
      <TextField
        {...f.text('rif')}
        label="RIF"
        hint="Ej. J-41258796-3"
        className="col-12 md:col-6"
      />
      <TextField
        {...f.text('url')}
        label="Sitio web"
        type="url"
        className="col-12"
        input={{ placeholder: 'https://' }}
      />
      {IMAGES.map((img) => (
        <div key={img.name} className="col-12 md:col-6">
          <Controller
            name={img.name}
            control={control}
            render={({ field }) => (
              <ImageField label={img.label} value={field.value} onChange={field.onChange} />
            )}
          />
        </div>
      ))}
      {store ? (
        <CheckboxField
          {...f.bound('isActive')}
          label="Tienda activa"
          className="col-12 flex align-items-center gap-2"
        />
      ) : null}
    </FormDialog>
  );
}
