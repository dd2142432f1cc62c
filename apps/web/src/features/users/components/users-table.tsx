import { Column } from 'primereact/column';
import { type DataTableStateEvent } from 'primereact/datatable';
import { StaffTable } from '../../../components/staff-table';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { can } from '@tickera/shared/permissions';
import { ROLE_LABELS, canManageUser, normalizeRole } from '@tickera/shared/roles';
import type { PatchUser, Profile } from '@tickera/shared/schemas/users';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import {
  USERS_PAGE_SIZE,
  type SortField,
  type UserFilters,
  type UsersPage,
} from '../api/users-api';
import { usePatchUser } from '../hooks/use-user-mutations';
import { ROLE_OPTIONS } from './role-options';
import { ActiveTag } from '../../../components/table-cells';

interface UsersTableProps {
  data: UsersPage;
  filters: UserFilters;
  loading: boolean;
  onChange: (change: Partial<UserFilters>) => void;
}

function roleLabel(role: string): string {
  const r = normalizeRole(role);
  return r ? ROLE_LABELS[r] : role;
}

/** Users, ten a page, sorted by the server; the switch and the role are changed in place. */
export function UsersTable({ data, filters, loading, onChange }: UsersTableProps) {
  const { user: me } = useAuth();
  const patch = usePatchUser();
  const busyId = patch.isPending ? patch.variables?.user.id : undefined;
  // Decision 022: an admin changes anyone, others only lower ranks; roles are admin-only;
  // one's own row is left alone here (the server also keeps the last active admin).
  const protectedRow = (u: Profile) =>
    u.id === me?.id || !canManageUser(normalizeRole(me?.role), normalizeRole(u.role) ?? 'admin');

  const onLazy = (e: DataTableStateEvent) => {
    if (e.sortField && e.sortField !== filters.sortField) {
      onChange({ sortField: e.sortField as SortField, sortOrder: 'asc', page: 1 });
    } else if (e.sortField && (e.sortOrder === 1 ? 'asc' : 'desc') !== filters.sortOrder) {
      onChange({ sortOrder: e.sortOrder === 1 ? 'asc' : 'desc', page: 1 });
    } else {
      onChange({ page: (e.page ?? 0) + 1 });
    }
  };

  return (
    <StaffTable
      value={data.users}
      dataKey="id"
      lazy
      paginator
      first={(filters.page - 1) * USERS_PAGE_SIZE}
      rows={USERS_PAGE_SIZE}
      totalRecords={data.total}
      onPage={onLazy}
      onSort={onLazy}
      sortField={filters.sortField}
      sortOrder={filters.sortOrder === 'asc' ? 1 : -1}
      loading={loading}
      label="Usuarios"
      empty="No hay usuarios con estos filtros."
    >
      <Column
        field="name"
        header="Nombre"
        sortable
        body={(u: Profile) => `${u.name} ${u.lastName}`}
      />
      <Column field="email" header="Correo" sortable body={(u: Profile) => u.email ?? '—'} />
      <Column
        field="role"
        header="Rol"
        sortable
        body={(u: Profile) =>
          can(me?.role, 'users.setRole') && !protectedRow(u) ? (
            <Dropdown
              value={u.role}
              options={ROLE_OPTIONS}
              aria-label={`Rol de ${u.name} ${u.lastName}`}
              disabled={busyId === u.id}
              onChange={(e) =>
                patch.mutate({ user: u, change: { role: e.value as PatchUser['role'] } })
              }
            />
          ) : (
            roleLabel(u.role)
          )
        }
      />
      <Column
        field="createdAt"
        header="Creado"
        sortable
        body={(u: Profile) => formatDateTime(u.createdAt)}
      />
      <Column
        header="Activo"
        body={(u: Profile) =>
          can(me?.role, 'users.setActive') && !protectedRow(u) ? (
            <InputSwitch
              checked={u.isActive}
              aria-label={`${u.isActive ? 'Desactivar' : 'Activar'} a ${u.name} ${u.lastName}`}
              disabled={busyId === u.id}
              onChange={(e) => patch.mutate({ user: u, change: { isActive: !!e.value } })}
            />
          ) : (
            <ActiveTag active={u.isActive} />
          )
        }
      />
    </StaffTable>
  );
}
