import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { signUpSchema } from '@tickera/shared/schemas/auth';
import { emptyToUndefined } from '../lib/form-values';
import { FormField, fieldAria } from './form-field';

type SignUpForm = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
type Field = keyof SignUpForm;

const FIELDS: {
  name: Field;
  label: string;
  type?: string;
  autoComplete: string;
  half?: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: 'Nombre', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Contraseña',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Mínimo 8 caracteres',
  },
  {
    name: 'phone',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    half: true,
    hint: 'Opcional, ej. 0414-1234567',
  },
  {
    name: 'identification',
    label: 'Cédula',
    autoComplete: 'off',
    half: true,
    hint: 'Opcional, ej. V-12345678',
  },
];
const OPTIONAL: Field[] = ['phone', 'identification'];

interface SignUpFormProps {
  /** Prefix of the inputs' ids (two forms may share a page). */
  idPrefix?: string;
  submitLabel: string;
  ariaLabel?: string;
  onSubmit: (values: SignUpValues) => Promise<void>;
}

/** The account form of /sign-up and of checkout: name, last name, e-mail, password, phone, cédula. */
export function SignUpForm({ idPrefix = '', submitLabel, ariaLabel, onSubmit }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, SignUpValues>({
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
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="formgrid grid"
      aria-label={ariaLabel}
    >
      {FIELDS.map((f) => {
        const id = `${idPrefix}${f.name}`;
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
              autoComplete={f.autoComplete}
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
          label={submitLabel}
          icon="pi pi-user-plus"
          loading={isSubmitting}
          className="w-full"
        />
      </div>
    </form>
  );
}
