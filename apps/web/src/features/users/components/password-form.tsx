import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { changePasswordSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { ApiError, fieldErrorsOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { changePassword } from '../api/profile-api';

type PasswordForm = z.input<typeof changePasswordSchema>;
type PasswordValues = z.output<typeof changePasswordSchema>;

const EMPTY: PasswordForm = { currentPassword: '', password: '' };

/**
 * PUT /api/auth/password, with the spec §8 success and failure texts. The current password
 * is asked for; a wrong one is marked on its field. Other sessions end on the server.
 */
export function PasswordForm({ email }: { email: string | null }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm, unknown, PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const mutation = useMutation({
    mutationFn: (values: PasswordValues) => changePassword(values),
    onSuccess: () => {
      reset(EMPTY);
      toast.show('success', SPEC_MESSAGES.passwordUpdated);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      for (const name of ['currentPassword', 'password'] as const) {
        if (fields[name]) setError(name, { message: fields[name] }, { shouldFocus: true });
      }
      toast.show(
        'error',
        SPEC_MESSAGES.passwordUpdateFailed,
        error instanceof ApiError ? error.message : undefined,
      );
    },
  });

  const currentError = errors.currentPassword?.message;
  const error = errors.password?.message;
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      {/* Lets password managers file the new password under this account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        hidden
        readOnly
        value={email ?? ''}
      />
      <FormField id="current-password" label="Contraseña actual" error={currentError}>
        <InputText
          id="current-password"
          type="password"
          autoComplete="current-password"
          className="w-full"
          invalid={!!currentError}
          {...fieldAria('current-password', currentError)}
          {...register('currentPassword')}
        />
      </FormField>
      <FormField
        id="new-password"
        label="Nueva contraseña"
        error={error}
        hint="Mínimo 8 caracteres"
      >
        <InputText
          id="new-password"
          type="password"
          autoComplete="new-password"
          className="w-full"
          invalid={!!error}
          {...fieldAria('new-password', error)}
          {...register('password')}
        />
      </FormField>
      <Button
        type="submit"
        label="Cambiar contraseña"
        icon="pi pi-lock"
        loading={mutation.isPending}
      />
    </form>
  );
}
