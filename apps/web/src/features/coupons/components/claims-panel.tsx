import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { DEFAULT_PAGE_SIZE } from '@tickera/shared/constants';
import type { Claim } from '@tickera/shared/schemas/coupons';
import { DayRangeFields } from '../../../components/day-range-fields';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import {
  claimsQuery,
  couponEventsQuery,
  downloadClaims,
  type ClaimFilters,
} from '../api/coupons-api';
import { TwoLines } from '../../../components/table-cells';

const EXPORTS = [
  ['csv', 'Exportar CSV'],
  ['xlsx', 'Exportar Excel'],
] as const;

/** Cupones Reclamados: each redemption (order, customer, coupon, discount, date), newest first. */
export function ClaimsPanel() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ClaimFilters>({});
  const claims = useQuery(claimsQuery(page, filters));
  const events = useQuery(couponEventsQuery());
  const change = (next: ClaimFilters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadClaims(filters, format);
    } catch (error) {
      toast.show('error', 'No se pudo exportar', messageOf(error, 'Intente nuevamente.'));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <div className="filter-bar">
        <div className="flex flex-column gap-1">
          <label htmlFor="claims-event">Evento</label>
          <Dropdown
            inputId="claims-event"
            value={filters.eventId ?? null}
            options={events.data ?? []}
            onChange={(e) => change({ eventId: (e.value as string | null) ?? undefined })}
            placeholder="Todos"
            showClear
          />
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor="claims-code">Cupón</label>
          <InputText
            id="claims-code"
            value={filters.code ?? ''}
            onChange={(e) => change({ code: e.target.value.trim() || undefined })}
            placeholder="Código"
          />
        </div>
        <DayRangeFields idPrefix="claims" value={filters} onChange={change} />
        {EXPORTS.map(([format, label]) => (
          <Button
            key={format}
            label={label}
            icon="pi pi-download"
            outlined
            loading={exporting === format}
            disabled={!claims.data?.total}
            onClick={() => void exportAs(format)}
          />
        ))}
      </div>
      {claims.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(claims.error, 'No se pudieron cargar los cupones reclamados.')}
        />
      ) : null}
      {claims.isPending ? <ListSkeleton rows={4} label="Cargando cupones reclamados" /> : null}
      {claims.data ? (
        <StaffTable
          value={claims.data.items}
          dataKey="orderId"
          label="Cupones reclamados"
          empty="Ningún cupón reclamado con estos filtros."
          {...serverPaging(page, DEFAULT_PAGE_SIZE, claims.data.total, setPage, {
            hideSinglePage: true,
          })}
        >
          <Column header="Fecha" body={(c: Claim) => formatDateTime(c.createdAt)} />
          <Column header="Cupón" field="code" />
          <Column
            header="Orden"
            body={(c: Claim) => <TwoLines main={`#${c.orderNumber}`} sub={c.orderStatus} />}
          />
          <Column header="Evento" field="eventName" />
          <Column
            header="Cliente"
            body={(c: Claim) => (
              <TwoLines main={c.customerName || '—'} sub={c.customerEmail ?? ''} />
            )}
          />
          <Column header="Descuento" align="right" body={(c: Claim) => formatMoney(c.discount)} />
        </StaffTable>
      ) : null}
    </>
  );
}
