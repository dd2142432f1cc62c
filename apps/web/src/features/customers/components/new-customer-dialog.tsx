import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { z } from 'zod';
import { identificationSchema, phoneSchema } from '@tickera/shared/schemas/auth';
import { createCustomerSchema, type Profile } from '@tickera/shared/schemas/users';
import { TextField } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { fieldErrorsOf, messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
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
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerForm, unknown, CustomerValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', lastName: '', email: '', identification: '', phone: '' },
  });

  const mutation = useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer) => {
      toast.show('success', 'Cliente registrado', `Se envió un correo a ${customer.email ?? ''}.`);
      onCreated(customer);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        setError(field as keyof CustomerForm, { message });
      }
      toast.show('error', 'No se pudo registrar', messageOf(error, 'Intente nuevamente.'));
    },
  });

  const submit = handleSubmit((values) => mutation.mutate(values));

  return (
    <Dialog
      header="Cliente nuevo"
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label="Cancelar" text onClick={onHide} />
          <Button
            label="Registrar cliente"
            icon="pi pi-user-plus"
            loading={mutation.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={`new-customer-${f.name}`}
            label={f.label}
            hint={f.hint}
            type={f.type}
            error={errors[f.name]?.message}
            className="col-12 md:col-6"
            registration={register(f.name)}
          />
        ))}
      </form>
      <small className="text-color-secondary">
        El cliente recibirá un correo para crear su contraseña y ver sus entradas.
      </small>
    </Dialog>
  );
}
