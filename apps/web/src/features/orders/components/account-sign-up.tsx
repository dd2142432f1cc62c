import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { SignUpForm, type SignUpValues } from '../../../components/sign-up-form';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { signUpKeepingSeats } from '../api/checkout-account';

/** Create the account right here: the anonymous session is upgraded, seats and all. */
export function AccountSignUp() {
  const toast = useToast();
  const onSubmit = async (values: SignUpValues) => {
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
    <SignUpForm
      idPrefix="signup-"
      submitLabel="Crear cuenta y continuar"
      ariaLabel="Crear cuenta"
      onSubmit={onSubmit}
    />
  );
}
