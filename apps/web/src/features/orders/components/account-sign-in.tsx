import { useQueryClient } from '@tanstack/react-query';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { SignInForm, type SignInValues } from '../../../components/sign-in-form';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { signInKeepingSeats } from '../api/checkout-account';

interface AccountSignInProps {
  eventId: string;
  seatIds: string[];
  /** Names of the seats lost while switching to the account (someone else took them). */
  onLost: (seatIds: string[]) => void;
}

/** Sign in to an existing account without losing the seats (they move to that account). */
export function AccountSignIn({ eventId, seatIds, onLost }: AccountSignInProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const onSubmit = async (values: SignInValues) => {
    try {
      const { lost } = await signInKeepingSeats(values, eventId, seatIds);
      // The account's cart was read while its holds were being taken: read it again.
      await queryClient.invalidateQueries({ queryKey: ['holds'] });
      await queryClient.invalidateQueries({ queryKey: ['cart-summary'] });
      toast.show('success', SPEC_MESSAGES.loginSuccessCode, SPEC_MESSAGES.loginSuccess);
      if (lost.length) onLost(lost);
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, SPEC_MESSAGES.loginFailed));
    }
  };

  return (
    <SignInForm
      id="signin"
      submitLabel="Entrar y continuar"
      ariaLabel="Iniciar sesión"
      onSubmit={onSubmit}
    />
  );
}
