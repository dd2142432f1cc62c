import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { signUpSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { signUpKeepingSeats } from '../api/checkout-account';

type Form = z.input<typeof signUpSchema>;
type Values = z.output<typeof signUpSchema>;
type Field = keyof Form;

const FIELDS: {
  name: Field;
  label: string;
  type?: string;
  auto: string;
  half?: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: 'Nombre', auto: 'given-name', half: true },
  { name: 'lastName', label: 'Apellido', auto: 'family-name', half: true },
  { name: 'email', label: 'Correo electrónico', type: 'email', auto: 'email' },
  {
    name: 'password',
    label: 'Contraseña',
    type: 'password',
    auto: 'new-password',
    hint: 'Mínimo 8 caracteres',
  },
  { name: 'phone', label: 'Teléfono', type: 'tel', auto: 'tel', half: true, hint: 'Opcional' },
  {
    name: 'identification',
    label: 'Cédula',
    auto: 'off',
    half: true,
    hint: 'Opcional, ej. V-12345678',
  },
];
const OPTIONAL: Field[] = ['phone', 'identification'];

/** Create the account right here: the anonymous session is upgraded, seats and all. */
export function AccountSignUp() {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, Values>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      identification: '',
    },
  });

  const onSubmit = async (values: Values) => {
    try {
      const { user } = await signUpKeepingSeats(values);
      toast.show(
        'success',
        'Registro exitoso',
        `Bienvenido a Tickera, ${user.name}. Sus asientos siguen reservados.`,
      );
    } catch (error) {
      toast.show('error', SPEC_MESSAGES.signUpFailed, messageOf(error, SPEC_MESSAGES.signUpFailed));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="formgrid grid"
      aria-label="Crear cuenta"
    >
      {FIELDS.map((f) => {
        const id = `signup-${f.name}`;
        const error = errors[f.name]?.message;
        return (
          <FormField
            key={f.name}
            id={id}
            label={f.label}
            error={error}
            hint={f.hint}
            className={f.half ? 'col-12 md:col-6' : 'col-12'}
          >
            <InputText
              id={id}
              type={f.type ?? 'text'}
              autoComplete={f.auto}
              className="w-full"
              invalid={!!error}
              {...fieldAria(id, error)}
              {...register(f.name, {
                setValueAs: OPTIONAL.includes(f.name) ? emptyToUndefined : undefined,
              })}
            />
          </FormField>
        );
      })}
      <div className="col-12">
        <Button
          type="submit"
          label="Crear cuenta y continuar"
          icon="pi pi-user-plus"
          loading={isSubmitting}
          className="w-full"
        />
      </div>
    </form>
  );
}
