import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { z } from 'zod';
import { updateProfileSchema, type Profile } from '@tickera/shared/schemas/users';
import { FormField, fieldAria } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { getAuthState, setUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { profileQuery, updateProfile } from '../api/profile-api';

type ProfileForm = z.input<typeof updateProfileSchema>;
type ProfileValues = z.output<typeof updateProfileSchema>;
type Field = keyof ProfileForm;

const FIELDS: { name: Field; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'name', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
  { name: 'phone', label: 'Teléfono', autoComplete: 'tel', hint: 'Ej. 0414-1234567' },
  { name: 'identification', label: 'Cédula', autoComplete: 'off', hint: 'Ej. V-12345678' },
];

/** Name, last name, phone and cédula of the signed-in user (PATCH /api/profile). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileForm, unknown, ProfileValues>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      name: profile.name,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      identification: profile.identification ?? '',
    },
  });

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery().queryKey, updated);
      const { user } = getAuthState();
      if (user) setUser({ ...user, name: updated.name, lastName: updated.lastName });
      reset({
        name: updated.name,
        lastName: updated.lastName,
        phone: updated.phone ?? '',
        identification: updated.identification ?? '',
      });
      toast.show('success', 'Perfil actualizado', 'Sus datos se guardaron correctamente');
    },
    onError: (error) =>
      toast.show('error', 'Error', messageOf(error, 'No se pudo guardar el perfil')),
  });

  return (
    <form
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      noValidate
      className="formgrid grid"
    >
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <FormField
            key={field.name}
            id={`profile-${field.name}`}
            label={field.label}
            error={error}
            hint={field.hint}
            className="col-12 md:col-6"
          >
            <InputText
              id={`profile-${field.name}`}
              autoComplete={field.autoComplete}
              className="w-full"
              invalid={!!error}
              {...fieldAria(`profile-${field.name}`, error)}
              {...register(field.name)}
            />
          </FormField>
        );
      })}
      <div className="col-12">
        <Button
          type="submit"
          label="Guardar cambios"
          icon="pi pi-save"
          loading={mutation.isPending}
        />
      </div>
    </form>
  );
}
