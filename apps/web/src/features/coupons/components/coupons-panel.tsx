import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import type { Coupon } from '@tickera/shared/schemas/coupons';
import { DEFAULT_PAGE_SIZE } from '@tickera/shared/constants';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { formatDate, formatInteger, formatMoney } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { couponsQuery } from '../api/coupons-api';
import { CouponDialog } from './coupon-dialog';
import { ActiveTag, EditButton, TwoLines } from '../../../components/table-cells';

const discountText = (c: Coupon) =>
  c.discountType === 'PERCENT'
    ? `${Number(c.discountValue).toLocaleString('es-VE')} %`
    : formatMoney(c.discountValue);

function validity(c: Coupon): string {
  if (c.validFrom && c.validTo) return `${formatDate(c.validFrom)} – ${formatDate(c.validTo)}`;
  if (c.validTo) return `hasta ${formatDate(c.validTo)}`;
  if (c.validFrom) return `desde ${formatDate(c.validFrom)}`;
  return 'Sin fecha límite';
}

/** The coupons, newest first, with the uses left; admin and supervisor create and edit. */
export function CouponsPanel({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(1);
  const coupons = useQuery(couponsQuery(page));
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  return (
    <>
      {canManage ? (
        <div className="flex justify-content-end mb-3">
          <Button label="Nuevo cupón" icon="pi pi-plus" onClick={() => setEditing('new')} />
        </div>
      ) : null}
      {coupons.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(coupons.error, 'No se pudieron cargar los cupones.')}
        />
      ) : null}
      {coupons.isPending ? <ListSkeleton rows={3} label="Cargando cupones" /> : null}
      {coupons.data ? (
        <StaffTable
          value={coupons.data.items}
          dataKey="id"
          label="Cupones"
          empty="Aún no hay cupones."
          {...serverPaging(page, DEFAULT_PAGE_SIZE, coupons.data.total, setPage, {
            hideSinglePage: true,
          })}
        >
          <Column
            header="Cupón"
            body={(c: Coupon) => (
              <TwoLines main={c.code} sub={c.eventName ?? 'Sin evento'} strong />
            )}
          />
          <Column header="Descuento" body={discountText} />
          <Column
            header="Usos"
            body={(c: Coupon) =>
              c.maxUses === null
                ? `${formatInteger(c.usedCount)} (sin límite)`
                : `${formatInteger(c.usedCount)} de ${formatInteger(c.maxUses)}`
            }
          />
          <Column
            header="Quedan"
            align="right"
            body={(c: Coupon) => (c.remainingUses === null ? '—' : formatInteger(c.remainingUses))}
          />
          <Column
            header="Por cliente"
            align="right"
            body={(c: Coupon) => c.maxUsesPerCustomer ?? '—'}
          />
          <Column header="Vigencia" body={validity} />
          <Column header="Estado" body={(c: Coupon) => <ActiveTag active={c.isActive} />} />
          {canManage ? (
            <Column
              header=""
              body={(c: Coupon) => <EditButton what={c.code} onClick={() => setEditing(c)} />}
            />
          ) : null}
        </StaffTable>
      ) : null}
      {editing ? (
        <CouponDialog coupon={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />
      ) : null}
    </>
  );
}
