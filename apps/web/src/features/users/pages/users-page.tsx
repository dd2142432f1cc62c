import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { can } from '@tickera/shared/permissions';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import { usersQuery, type UserFilters as Filters } from '../api/users-api';
import { NewUserDialog } from '../components/new-user-dialog';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

const START: Filters = {
  page: 1,
  email: '',
  role: '',
  isActive: '',
  sortField: 'createdAt',
  sortOrder: 'desc',
};

/** /dashboard/users: who can sign in, with which role, and whether they are active. */
export function UsersPage() {
  const { user } = useAuth();
  const [filters, setFilters] = useState<Filters>(START);
  const [creating, setCreating] = useState(false);
  const users = useQuery(usersQuery(filters));
  // Spec §8: 'Error obteniendo usuarios: {message}'.
  const failure = users.isError
    ? `${SPEC_MESSAGES.usersFetchFailed}${messageOf(users.error, 'Intente nuevamente.')}`
    : null;
  useErrorToast(users.error, 'Intente nuevamente.', 'Error obteniendo usuarios');
  const change = (c: Partial<Filters>) => setFilters((f) => ({ ...f, ...c }));

  return (
    <section className="card">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="text-2xl font-semibold m-0">Gestion de Usuarios</h1>
        {can(user?.role, 'users.create') ? (
          <Button label="Nuevo usuario" icon="pi pi-user-plus" onClick={() => setCreating(true)} />
        ) : null}
      </div>
      <UserFilters filters={filters} onChange={change} />
      {failure ? (
        <Message severity="error" className="w-full justify-content-start mb-3" text={failure} />
      ) : null}
      {users.isPending ? <ListSkeleton label="Cargando usuarios" /> : null}
      {users.data ? (
        <UsersTable
          data={users.data}
          filters={filters}
          loading={users.isFetching && users.isPlaceholderData}
          onChange={change}
        />
      ) : null}
      {creating ? <NewUserDialog visible={creating} onHide={() => setCreating(false)} /> : null}
    </section>
  );
}
