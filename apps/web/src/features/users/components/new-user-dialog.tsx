import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Password } from 'primereact/password';
import { z } from 'zod';
import { identificationSchema, phoneSchema } from '@tickera/shared/schemas/auth';
import { createUserSchema } from '@tickera/shared/schemas/users';
import { FormDialog } from '../../../components/form-dialog';
import { DropdownField, FormField, TextField, fieldsOf } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { createUser } from '../api/users-api';
import { ROLE_OPTIONS } from './role-options';

/** The shared schema, with Spanish messages for names and empty optional boxes allowed. */
const formSchema = createUserSchema.extend({
  name: z.string().trim().min(1, { message: 'El nombre es obligatorio' }).max(80),
  lastName: z.string().trim().min(1, { message: 'El apellido es obligatorio' }).max(80),
  phone: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  identification: z.preprocess(emptyToUndefined, identificationSchema.optional()),
});
type UserForm = z.input<typeof formSchema>;
type UserValues = z.output<typeof formSchema>;

const TEXT_FIELDS: {
  name: 'name' | 'lastName' | 'email' | 'identification' | 'phone';
  label: string;
  type?: string;
  hint?: string;
}[] = [
  { name: 'name', label: 'Nombre' },
  { name: 'lastName', label: 'Apellido' },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'identification', label: 'Cédula (opcional)', hint: 'Ej. V-12345678' },
  { name: 'phone', label: 'Teléfono (opcional)', hint: 'Ej. 0414-1234567' },
];

/** "Nuevo usuario" (admin): a staff account with its role and an initial password. */
export function NewUserDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const form = useForm<UserForm, unknown, UserValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      password: '',
      role: 'sales',
      identification: '',
      phone: '',
    },
  });
  const { control, register } = form;
  const { errors } = form.formState;

  return (
    <FormDialog
      header="Nuevo usuario"
      visible={visible}
      onHide={onHide}
      width="min(40rem, 95vw)"
      form={form}
      save={createUser}
      invalidates={[['users']]}
      successToast={(user) => [
        'Usuario creado',
        `${user.name} ${user.lastName} (${user.email ?? ''})`,
      ]}
      failureSummary="No se pudo crear el usuario"
      onSaved={onHide}
      submitLabel="Crear usuario"
      submitIcon="pi pi-user-plus"
    >
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`new-user-${f.name}`}
          label={f.label}
          hint={f.hint}
          type={f.type}
          error={errors[f.name]?.message}
          className="col-12 md:col-6"
          registration={register(f.name)}
        />
      ))}
      <DropdownField
        {...fieldsOf(form, 'new-user').bound('role')}
        label="Rol"
        className="col-12 md:col-6"
        dropdown={{ options: ROLE_OPTIONS }}
      />
      <FormField
        id="new-user-password"
        label="Contraseña inicial"
        error={errors.password?.message}
        hint="Mínimo 8 caracteres"
        className="col-12"
      >
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <Password
              inputId="new-user-password"
              className="w-full"
              inputClassName="w-full"
              feedback={false}
              toggleMask
              autoComplete="new-password"
              invalid={!!errors.password}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
