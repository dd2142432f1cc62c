import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { signUpSchema } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { emptyToUndefined } from '../../../lib/form-values';
import { messageOf } from '../../../lib/http';
import { getAuthState, startSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { signUp } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;
type TextField = 'name' | 'lastName' | 'email' | 'password' | 'phone' | 'identification';

const FIELDS: {
  name: TextField;
  label: string;
  type?: string;
  autoComplete: string;
  half?: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: 'Nombre', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Contraseña',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Mínimo 8 caracteres',
  },
  {
    name: 'phone',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    half: true,
    hint: 'Opcional, ej. 0414-1234567',
  },
  {
    name: 'identification',
    label: 'Cédula',
    autoComplete: 'off',
    half: true,
    hint: 'Opcional, ej. V-12345678',
  },
];
const OPTIONAL: TextField[] = ['phone', 'identification'];

/** /sign-up. An anonymous visitor is upgraded in place (its held seats stay its own). */
export function SignUpPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      identification: '',
    },
  });

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
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="formgrid grid">
        {FIELDS.map((field) => {
          const error = errors[field.name]?.message;
          const setValueAs = OPTIONAL.includes(field.name) ? emptyToUndefined : undefined;
          return (
            <FormField
              key={field.name}
              id={field.name}
              label={field.label}
              error={error}
              hint={field.hint}
              className={field.half ? 'col-12 md:col-6' : 'col-12'}
            >
              <InputText
                id={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                className="w-full"
                invalid={!!error}
                {...fieldAria(field.name, error)}
                {...register(field.name, { setValueAs })}
              />
            </FormField>
          );
        })}
        <div className="col-12">
          <Button
            type="submit"
            label="Registrarse"
            icon="pi pi-user-plus"
            loading={isSubmitting}
            className="w-full"
          />
        </div>
      </form>
    </AuthCard>
  );
}
