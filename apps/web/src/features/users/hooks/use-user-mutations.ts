import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchUser, Profile } from '@tickera/shared/schemas/users';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { patchUser } from '../api/users-api';

/** One PATCH per row change; the list refetches and a toast says what happened. */
export function usePatchUser() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, change }: { user: Profile; change: PatchUser }) =>
      patchUser(user.id, change),
    onSuccess: (updated, { change }) => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      const who = `${updated.name} ${updated.lastName}`;
      toast.show(
        'success',
        change.role
          ? 'Rol actualizado'
          : updated.isActive
            ? 'Usuario activado'
            : 'Usuario desactivado',
        who,
      );
    },
    onError: (error) =>
      toast.show('error', 'No se pudo actualizar', messageOf(error, 'Intente nuevamente.')),
  });
}
