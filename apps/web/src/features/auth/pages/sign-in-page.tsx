import { Link, useLocation } from 'react-router';
import { Message } from 'primereact/message';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { SignInForm, type SignInValues } from '../../../components/sign-in-form';
import { messageOf } from '../../../lib/http';
import { startSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { signIn } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { readSignInState } from '../sign-in-state';

/** /sign-in. The guest-only guard sends the user on once the session starts. */
export function SignInPage() {
  const location = useLocation();
  const toast = useToast();
  const { error: endReason } = readSignInState(location.state);
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
      <SignInForm id="sign-in" submitLabel="Entrar" onSubmit={onSubmit} />
    </AuthCard>
  );
}
