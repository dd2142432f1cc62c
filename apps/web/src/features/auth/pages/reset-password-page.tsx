import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { z } from 'zod';
import { resetPasswordSchema } from '@tickera/shared/schemas/auth';
import { ERROR_MESSAGES, SPEC_MESSAGES } from '@tickera/shared/messages';
import { TextField } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

type ResetForm = z.input<typeof resetPasswordSchema>;
type ResetValues = z.output<typeof resetPasswordSchema>;

/** /reset-password?token=… — the link of the recovery e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  });
  const tokenInvalid = !token || !!errors.token;

  const onSubmit = async (values: ResetValues) => {
    try {
      await resetPassword(values.token, values.password);
      toast.show('success', 'Listo', SPEC_MESSAGES.passwordUpdated);
      await navigate('/sign-in', { replace: true });
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, SPEC_MESSAGES.passwordUpdateFailed));
    }
  };

  return (
    <AuthCard
      title="Nueva contraseña"
      subtitle="Escriba la contraseña que usará de ahora en adelante"
      footer={<Link to="/recovery-password">Solicitar un enlace nuevo</Link>}
    >
      {tokenInvalid ? (
        <Message
          severity="error"
          text={ERROR_MESSAGES.RESET_TOKEN_INVALID}
          className="w-full mb-3"
        />
      ) : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        {/* Lets password managers pair the new password with an account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <TextField
          id="password"
          label="Nueva contraseña"
          type="password"
          error={errors.password?.message}
          hint="Mínimo 8 caracteres"
          input={{ autoComplete: 'new-password' }}
          registration={register('password')}
        />
        <Button
          type="submit"
          label="Guardar contraseña"
          icon="pi pi-check"
          loading={isSubmitting}
          disabled={!token}
          className="w-full mt-2"
        />
      </form>
    </AuthCard>
  );
}
