import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { z } from 'zod';
import { signInSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { TextField } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { startSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { signIn } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { readSignInState } from '../sign-in-state';

type SignInForm = z.input<typeof signInSchema>;
type SignInValues = z.output<typeof signInSchema>;

/** /sign-in. The guest-only guard sends the user on once the session starts. */
export function SignInPage() {
  const location = useLocation();
  const toast = useToast();
  const { error: endReason } = readSignInState(location.state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    try {
      const { session, user } = await signIn(values);
      toast.show('success', SPEC_MESSAGES.loginSuccessCode, SPEC_MESSAGES.loginSuccess);
      startSession(session, user);
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, SPEC_MESSAGES.loginFailed));
    }
  };

  return (
    <AuthCard
      title="Iniciar sesión"
      subtitle="Ingrese con su correo y contraseña"
      footer={
        <>
          <Link to="/recovery-password">¿Olvidaste tu contraseña?</Link>
          <br />
          ¿No tienes cuenta? <Link to="/sign-up">Regístrate</Link>
          <br />
          <Link to="/eventos">Ver eventos</Link>
        </>
      }
    >
      {endReason ? <Message severity="warn" text={endReason} className="w-full mb-3" /> : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          id="email"
          label="Correo electrónico"
          type="email"
          error={errors.email?.message}
          input={{ autoComplete: 'email' }}
          registration={register('email')}
        />
        <TextField
          id="password"
          label="Contraseña"
          type="password"
          error={errors.password?.message}
          input={{ autoComplete: 'current-password' }}
          registration={register('password')}
        />
        <Button
          type="submit"
          label="Entrar"
          icon="pi pi-sign-in"
          loading={isSubmitting}
          className="w-full mt-2"
        />
      </form>
    </AuthCard>
  );
}
