import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { signInSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { signInKeepingSeats } from '../api/checkout-account';

type Form = z.input<typeof signInSchema>;
type Values = z.output<typeof signInSchema>;

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, Values>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: Values) => {
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
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Iniciar sesión">
      <FormField id="signin-email" label="Correo electrónico" error={errors.email?.message}>
        <InputText
          id="signin-email"
          type="email"
          autoComplete="email"
          className="w-full"
          invalid={!!errors.email}
          {...fieldAria('signin-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="signin-password" label="Contraseña" error={errors.password?.message}>
        <InputText
          id="signin-password"
          type="password"
          autoComplete="current-password"
          className="w-full"
          invalid={!!errors.password}
          {...fieldAria('signin-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Button
        type="submit"
        label="Entrar y continuar"
        icon="pi pi-sign-in"
        loading={isSubmitting}
        className="w-full"
      />
    </form>
  );
}
