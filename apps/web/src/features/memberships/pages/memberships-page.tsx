import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { Membership, MembershipType } from '@tickera/shared/schemas/memberships';
import { can } from '@tickera/shared/permissions';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StaffTable } from '../../../components/staff-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import {
  awaitsPaymentApproval,
  lapsedUnpaid,
  membershipsQuery,
  membershipTypesQuery,
  removeMembership,
} from '../api/memberships-api';
import { MembershipTypeDialog } from '../components/membership-type-dialog';
import { ActiveTag, EditButton, TwoLines } from '../../../components/table-cells';

/**
 * Vigente, Anulada, waiting for a second person to approve its bank payment (decision 029), or
 * lapsed unpaid (every order cancelled).
 */
function MembershipStateTag({ membership: m }: { membership: Membership }) {
  if (!m.isActive) return <Tag value="Anulada" severity="danger" rounded />;
  if (lapsedUnpaid(m)) return <Tag value="Vencida sin pago" severity="danger" rounded />;
  if (awaitsPaymentApproval(m)) return <Tag value="Pago por aprobar" severity="warning" rounded />;
  return <Tag value="Vigente" severity="success" rounded />;
}

/** /dashboard/membership: memberships with lookup by code, removal, and the season types. */
export function MembershipsPage() {
  const { user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const list = useQuery(membershipsQuery(code.trim()));
  const types = useQuery(membershipTypesQuery());
  const [removing, setRemoving] = useState<Membership | null>(null);
  const [editingType, setEditingType] = useState<MembershipType | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (m: Membership) => removeMembership(m.id),
    onSuccess: (_, m) => {
      toast.show('success', 'Membresía anulada', `${m.membershipCode}: asientos liberados.`);
      void queryClient.invalidateQueries({ queryKey: ['memberships'] });
    },
    onError: (error) =>
      toast.show('error', 'No se pudo anular', messageOf(error, 'Intente nuevamente.')),
  });

  return (
    <div>
      <section className="card mb-3">
        <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h1 className="text-2xl m-0">Gestion de Membresias</h1>
          {can(user?.role, 'memberships.create') ? (
            <Link to="/dashboard/membership/create" className="p-button p-component">
              <i className="pi pi-plus mr-2" aria-hidden="true" /> Vender membresía
            </Link>
          ) : null}
        </div>
        <div className="flex flex-column gap-1 mb-3" style={{ maxWidth: '20rem' }}>
          <label htmlFor="membership-code">Buscar por código</label>
          <InputText
            id="membership-code"
            value={code}
            placeholder="ABO-…"
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        {list.isError ? (
          <Message
            severity="error"
            className="w-full justify-content-start"
            text={messageOf(list.error, 'No se pudieron cargar las membresías.')}
          />
        ) : null}
        {list.isPending ? <ListSkeleton rows={3} label="Cargando membresías" /> : null}
        {list.data ? (
          <StaffTable
            value={list.data}
            dataKey="id"
            label="Membresías"
            empty={code ? 'Ninguna membresía con ese código.' : 'Aún no hay membresías.'}
            paginator={list.data.length > 10}
            rows={10}
          >
            <Column
              header="Código"
              body={(m: Membership) => (
                <TwoLines main={m.membershipCode} sub={m.type.name} strong />
              )}
            />
            <Column
              header="Cliente"
              body={(m: Membership) => (
                <TwoLines main={m.customer.name} sub={m.customer.email ?? ''} />
              )}
            />
            <Column
              header="Asientos"
              body={(m: Membership) => m.seats.map((s) => `${s.zone} ${s.name}`).join(', ')}
            />
            <Column
              header="Eventos"
              body={(m: Membership) =>
                `${m.orders.filter((o) => o.status !== 'ANULADA').length} de ${m.orders.length}`
              }
            />
            <Column header="Total" align="right" body={(m: Membership) => formatMoney(m.total)} />
            <Column header="Fecha" body={(m: Membership) => formatDate(m.createdAt)} />
            <Column
              header="Estado"
              body={(m: Membership) => <MembershipStateTag membership={m} />}
            />
            {can(user?.role, 'memberships.delete') ? (
              <Column
                header=""
                body={(m: Membership) =>
                  m.isActive ? (
                    <Button
                      label="Anular"
                      icon="pi pi-times"
                      size="small"
                      text
                      severity="danger"
                      aria-label={`Anular ${m.membershipCode}`}
                      onClick={() => setRemoving(m)}
                    />
                  ) : null
                }
              />
            ) : null}
          </StaffTable>
        ) : null}
      </section>
      <section className="card">
        <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="text-xl m-0">Tipos de membresía</h2>
          {can(user?.role, 'membershipTypes.manage') ? (
            <Button
              label="Nuevo tipo"
              icon="pi pi-plus"
              outlined
              onClick={() => setEditingType('new')}
            />
          ) : null}
        </div>
        {types.data ? (
          <StaffTable
            value={types.data}
            dataKey="id"
            label="Tipos de membresía"
            empty="Aún no hay tipos."
          >
            <Column
              header="Tipo"
              body={(t: MembershipType) => <TwoLines main={t.name} sub={t.code} strong />}
            />
            <Column
              header="Precio por asiento"
              body={(t: MembershipType) => formatMoney(t.price)}
            />
            <Column header="Zona" body={(t: MembershipType) => t.zoneCode ?? 'Cualquiera'} />
            <Column
              header="Temporada"
              body={(t: MembershipType) =>
                t.events.length
                  ? `${t.events.length} eventos, desde ${formatDate(t.events[0].startAt)}`
                  : 'Sin eventos'
              }
            />
            <Column
              header="Estado"
              body={(t: MembershipType) => <ActiveTag active={t.isActive} />}
            />
            {can(user?.role, 'membershipTypes.manage') ? (
              <Column
                header=""
                body={(t: MembershipType) => (
                  <EditButton what={t.name} onClick={() => setEditingType(t)} />
                )}
              />
            ) : null}
          </StaffTable>
        ) : (
          <ListSkeleton rows={2} label="Cargando tipos" />
        )}
      </section>
      <ConfirmDialog
        visible={!!removing}
        onHide={() => setRemoving(null)}
        header="Anular membresía"
        icon="pi pi-exclamation-triangle"
        message={
          removing ? (
            <span>
              ¿Anular la membresía <strong>{removing.membershipCode}</strong> de{' '}
              {removing.customer.name}? Sus asientos vuelven a la venta en los eventos que no han
              empezado; las entradas de esos eventos dejan de valer.
            </span>
          ) : null
        }
        acceptLabel="Anular"
        rejectLabel="Cancelar"
        acceptClassName="p-button-danger"
        accept={() => removing && remove.mutate(removing)}
      />
      {editingType ? (
        <MembershipTypeDialog
          type={editingType === 'new' ? null : editingType}
          onHide={() => setEditingType(null)}
        />
      ) : null}
    </div>
  );
}
