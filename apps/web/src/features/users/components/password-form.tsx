import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { changePasswordSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { changePassword } from '../api/profile-api';

type PasswordForm = z.input<typeof changePasswordSchema>;
type PasswordValues = z.output<typeof changePasswordSchema>;

/** PUT /api/auth/password, with the spec §8 success and failure texts. */
export function PasswordForm({ email }: { email: string | null }) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordForm, unknown, PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '' },
  });

  const mutation = useMutation({
    mutationFn: ({ password }: PasswordValues) => changePassword(password),
    onSuccess: () => {
      reset({ password: '' });
      toast.show('success', SPEC_MESSAGES.passwordUpdated);
    },
    onError: (error) =>
      toast.show(
        'error',
        SPEC_MESSAGES.passwordUpdateFailed,
        error instanceof ApiError ? error.message : undefined,
      ),
  });

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
