import { Link, useNavigate } from 'react-router';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { SignUpForm, type SignUpValues } from '../../../components/sign-up-form';
import { messageOf } from '../../../lib/http';
import { getAuthState, startSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { signUp } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /sign-up. An anonymous visitor is upgraded in place (its held seats stay its own). */
export function SignUpPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const onSubmit = async (values: SignUpValues) => {
    try {
      const upgrade = getAuthState().user?.isAnonymous === true;
      const { session, user } = await signUp(values, upgrade);
      startSession(session, user);
      toast.show('success', 'Registro exitoso', `Bienvenido a Tickera, ${user.name}`);
      await navigate('/dashboard/home', { replace: true });
    } catch (error) {
      toast.show('error', SPEC_MESSAGES.signUpFailed, messageOf(error, SPEC_MESSAGES.signUpFailed));
    }
  };

  return (
    <AuthCard
      title="Crear cuenta"
      subtitle="Regístrese para comprar y ver sus entradas"
      footer={
        <>
          ¿Ya tienes cuenta? <Link to="/sign-in">Inicia sesión</Link>
        </>
      }
    >
      <SignUpForm submitLabel="Registrarse" onSubmit={onSubmit} />
    </AuthCard>
  );
}
