import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { SeatAccessNote } from '../../../components/seat-access';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { Tag } from 'primereact/tag';
import { formatDateTime, orderNumber } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { TICKETS_PAGE_SIZE, type TicketRow } from '../api/tickets-api';
import { type Paged } from '../../../lib/paged';
import { TwoLines } from '../../../components/table-cells';

const STATUS_LOOK: Record<
  TicketRow['status'],
  { label: string; severity: 'success' | 'info' | 'danger' }
> = {
  VALIDA: { label: 'Válida', severity: 'success' },
  INGRESADA: { label: 'Ingresada', severity: 'info' },
  ANULADA: { label: 'Anulada', severity: 'danger' },
};

/** What a ticket row can do with its order; the orders feature does it (given by the page). */
export interface OrderDocuments {
  resendTickets: (orderId: string) => Promise<unknown>;
  openInvoicePdf: (orderId: string) => Promise<void>;
}

interface TicketsTableProps {
  data: Paged<TicketRow>;
  orderDocuments: OrderDocuments;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** Every issued ticket: who, where, its state at the door; resend the e-mail or the invoice. */
export function TicketsTable({ data, page, loading, onPage, orderDocuments }: TicketsTableProps) {
  const toast = useToast();
  const failed = (summary: string) => (error: unknown) =>
    toast.show('error', summary, messageOf(error, 'Intente nuevamente.'));
  const resend = useMutation({
    mutationFn: (t: TicketRow) => orderDocuments.resendTickets(t.orderId),
    onSuccess: (_, t) =>
      toast.show(
        'success',
        'Correo en cola',
        `Las entradas de la orden ${orderNumber(t.orderNumber)} se reenviarán a ${t.customerEmail ?? 'el cliente'}.`,
      ),
    onError: failed('No se pudo reenviar'),
  });
  const invoice = useMutation({
    mutationFn: (t: TicketRow) => orderDocuments.openInvoicePdf(t.orderId),
    onError: failed('No se pudo abrir la factura'),
  });

  return (
    <StaffTable
      value={data.items}
      dataKey="id"
      {...serverPaging(page, TICKETS_PAGE_SIZE, data.total, onPage)}
      loading={loading}
      label="Entradas"
      empty="No hay entradas con estos filtros."
    >
      <Column header="Código" body={(t: TicketRow) => <code className="text-sm">{t.code}</code>} />
      <Column
        header="Estado"
        body={(t: TicketRow) => (
          <div className="flex flex-column gap-1 align-items-start">
            <Tag
              value={STATUS_LOOK[t.status].label}
              severity={STATUS_LOOK[t.status].severity}
              rounded
            />
            {t.checkedInAt ? (
              <small className="text-color-secondary">{formatDateTime(t.checkedInAt)}</small>
            ) : null}
          </div>
        )}
      />
      <Column
        header="Evento"
        body={(t: TicketRow) => (
          <TwoLines main={t.eventName} sub={formatDateTime(t.eventStartAt)} />
        )}
      />
      <Column
        header="Ubicación"
        body={(t: TicketRow) => (
          <>
            {t.zoneName} · {t.seatName}
            <SeatAccessNote access={t.seatAccess} before={<br />} />
          </>
        )}
      />
      <Column
        header="Cliente"
        body={(t: TicketRow) => <TwoLines main={t.customerName} sub={t.customerEmail ?? '—'} />}
      />
      <Column
        header="Orden"
        body={(t: TicketRow) => (
          <Link to={`/dashboard/reservation/detail?id=${t.orderId}`}>
            {orderNumber(t.orderNumber)}
          </Link>
        )}
      />
      <Column
        header="Acciones"
        body={(t: TicketRow) => (
          <div className="flex gap-1">
            <Button
              icon="pi pi-envelope"
              text
              rounded
              tooltip="Reenviar correo"
              tooltipOptions={{ position: 'top' }}
              aria-label={`Reenviar correo de la entrada ${t.seatName}`}
              loading={resend.isPending && resend.variables?.id === t.id}
              disabled={t.status === 'ANULADA'}
              onClick={() => resend.mutate(t)}
            />
            <Button
              icon="pi pi-file-pdf"
              text
              rounded
              severity="secondary"
              tooltip="Factura PDF"
              tooltipOptions={{ position: 'top' }}
              aria-label={`Factura PDF de la orden ${orderNumber(t.orderNumber)}`}
              loading={invoice.isPending && invoice.variables?.id === t.id}
              onClick={() => invoice.mutate(t)}
            />
          </div>
        )}
      />
    </StaffTable>
  );
}
