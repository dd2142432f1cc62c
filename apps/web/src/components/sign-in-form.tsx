import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import type { z } from 'zod';
import { signInSchema } from '@tickera/shared/schemas/auth';
import { TextField, fieldsOf } from './form-field';

type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** E-mail and password, checked in Spanish before they leave: /sign-in and the checkout. */
export function SignInForm({
  id,
  submitLabel,
  ariaLabel,
  onSubmit,
}: {
  /** Prefix of the inputs' ids (two forms may share a page). */
  id: string;
  submitLabel: string;
  ariaLabel?: string;
  onSubmit: (values: SignInValues) => Promise<void>;
}) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const f = fieldsOf(form, id);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={ariaLabel}>
      <TextField
        {...f.text('email')}
        label="Correo electrónico"
        type="email"
        input={{ autoComplete: 'email' }}
      />
      <TextField
        {...f.text('password')}
        label="Contraseña"
        type="password"
        input={{ autoComplete: 'current-password' }}
      />
      <Button
        type="submit"
        label={submitLabel}
        icon="pi pi-sign-in"
        loading={form.formState.isSubmitting}
        className="w-full mt-2"
      />
    </form>
  );
}
