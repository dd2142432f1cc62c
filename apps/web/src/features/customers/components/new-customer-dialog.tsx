import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { identificationSchema, phoneSchema } from '@tickera/shared/schemas/auth';
import { createCustomerSchema, type Profile } from '@tickera/shared/schemas/users';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { createCustomer } from '../api/customers-api';

/** Empty optional boxes mean "not given". */
const formSchema = createCustomerSchema.extend({
  phone: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  identification: z.preprocess(emptyToUndefined, identificationSchema.optional()),
});
type CustomerForm = z.input<typeof formSchema>;
type CustomerValues = z.output<typeof formSchema>;

const FIELDS: { name: keyof CustomerForm; label: string; hint?: string; type?: string }[] = [
  { name: 'name', label: 'Nombre' },
  { name: 'lastName', label: 'Apellido' },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'identification', label: 'Cédula (opcional)', hint: 'Ej. V-12345678' },
  { name: 'phone', label: 'Teléfono (opcional)', hint: 'Ej. 0414-1234567' },
];

interface NewCustomerDialogProps {
  visible: boolean;
  onHide: () => void;
  onCreated: (customer: Profile) => void;
}

/** A walk-in customer (POST /api/customers): no password; an e-mail lets them set one. */
export function NewCustomerDialog({ visible, onHide, onCreated }: NewCustomerDialogProps) {
  const form = useForm<CustomerForm, unknown, CustomerValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', lastName: '', email: '', identification: '', phone: '' },
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      header="Cliente nuevo"
      visible={visible}
      onHide={onHide}
      width="min(36rem, 95vw)"
      form={form}
      save={createCustomer}
      successToast={(customer) => [
        'Cliente registrado',
        `Se envió un correo a ${customer.email ?? ''}.`,
      ]}
      failureSummary="No se pudo registrar"
      onSaved={onCreated}
      submitLabel="Registrar cliente"
      submitIcon="pi pi-user-plus"
      after={
        <small className="text-color-secondary">
          El cliente recibirá un correo para crear su contraseña y ver sus entradas.
        </small>
      }
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`new-customer-${f.name}`}
          label={f.label}
          hint={f.hint}
          type={f.type}
          error={errors[f.name]?.message}
          className="col-12 md:col-6"
          registration={form.register(f.name)}
        />
      ))}
    </FormDialog>
  );
}
