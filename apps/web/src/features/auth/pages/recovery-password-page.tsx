import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { z } from 'zod';
import { recoverSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { TextField } from '../../../components/form-field';
import { recoverPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

type RecoverForm = z.input<typeof recoverSchema>;
type RecoverValues = z.output<typeof recoverSchema>;
type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** /recovery-password. The API answers 202 whether or not the account exists. */
export function RecoveryPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverForm, unknown, RecoverValues>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: RecoverValues) => {
    setOutcome(null);
    try {
      await recoverPassword(email);
      setOutcome({ severity: 'success', text: SPEC_MESSAGES.recoverySent });
    } catch {
      setOutcome({ severity: 'error', text: SPEC_MESSAGES.recoveryFailed });
    }
  };

  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Le enviaremos un enlace para crear una contraseña nueva"
      footer={<Link to="/sign-in">Volver a iniciar sesión</Link>}
    >
      {outcome ? (
        <Message severity={outcome.severity} text={outcome.text} className="w-full mb-3" />
      ) : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          id="email"
          label="Correo electrónico"
          type="email"
          error={errors.email?.message}
          input={{ autoComplete: 'email' }}
          registration={register('email')}
        />
        <Button
          type="submit"
          label="Enviar instrucciones"
          icon="pi pi-envelope"
          loading={isSubmitting}
          className="w-full mt-2"
        />
      </form>
    </AuthCard>
  );
}
