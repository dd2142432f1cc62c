import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Tag } from 'primereact/tag';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { ListSkeleton } from '../../../components/list-skeleton';
import { SearchBox } from '../../../components/search-box';
import { useErrorToast } from '../../../lib/use-error-toast';
import {
  MAIL_PAGE_SIZE,
  mailQuery,
  resendMail,
  type MailRow,
  type MailStatus,
} from '../api/mail-api';
import { TwoLines } from '../../../components/table-cells';

const STATUS_OPTIONS = [
  { label: 'Todos', value: '' },
  { label: 'Pendientes', value: 'PENDING' },
  { label: 'Enviados', value: 'SENT' },
  { label: 'Fallidos', value: 'FAILED' },
];
const LOOK: Record<string, { label: string; severity: 'warning' | 'success' | 'danger' }> = {
  PENDING: { label: 'Pendiente', severity: 'warning' },
  SENT: { label: 'Enviado', severity: 'success' },
  FAILED: { label: 'Fallido', severity: 'danger' },
};

/** "Correos": what the platform sent (tickets, welcome, activation), what failed, resend. */
export function MailLog() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<{ status: MailStatus | ''; to: string; page: number }>({
    status: '',
    to: '',
    page: 1,
  });
  const mail = useQuery(mailQuery(filters));
  useErrorToast(mail.error, 'No se pudo cargar el registro de correos.');
  const resend = useMutation({
    mutationFn: (m: MailRow) => resendMail(m.id),
    onSuccess: (_, m) => {
      void queryClient.invalidateQueries({ queryKey: ['mail'] });
      toast.show('success', 'Correo en cola', `Se reenviará a ${m.to}.`);
    },
    onError: (error) =>
      toast.show('error', 'No se pudo reenviar', messageOf(error, 'Intente nuevamente.')),
  });

  return (
    <>
      <div className="flex flex-wrap gap-3 align-items-end mb-3">
        <div>
          <span id="mail-status-label" className="block font-medium mb-2">
            Estado
          </span>
          <SelectButton
            aria-labelledby="mail-status-label"
            value={filters.status}
            options={STATUS_OPTIONS}
            allowEmpty={false}
            onChange={(e) =>
              setFilters((f) => ({ ...f, status: e.value as MailStatus | '', page: 1 }))
            }
          />
        </div>
        <SearchBox
          id="mail-to"
          label="Destinatario"
          placeholder="Correo del destinatario"
          value={filters.to}
          onSearch={(to) => setFilters((f) => ({ ...f, to, page: 1 }))}
          className="flex-1"
        />
      </div>
      {mail.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(mail.error, 'No se pudo cargar el registro de correos.')}
        />
      ) : null}
      {mail.isPending ? <ListSkeleton label="Cargando correos" /> : null}
      {mail.data ? (
        <StaffTable
          value={mail.data.items}
          dataKey="id"
          {...serverPaging(filters.page, MAIL_PAGE_SIZE, mail.data.total, (page) =>
            setFilters((f) => ({ ...f, page })),
          )}
          loading={mail.isFetching && mail.isPlaceholderData}
          label="Correos enviados"
          empty="No hay correos con estos filtros."
        >
          <Column header="Para" body={(m: MailRow) => m.to} />
          <Column
            header="Asunto"
            body={(m: MailRow) => <TwoLines main={m.subject} sub={m.template} />}
          />
          <Column
            header="Estado"
            body={(m: MailRow) => {
              const look = LOOK[m.status] ?? { label: m.status, severity: 'warning' as const };
              return (
                <div className="flex flex-column gap-1 align-items-start">
                  <Tag value={look.label} severity={look.severity} rounded />
                  {m.lastError ? <small className="text-red-600">{m.lastError}</small> : null}
                </div>
              );
            }}
          />
          <Column header="Intentos" align="center" body={(m: MailRow) => m.attempts} />
          <Column header="Creado" body={(m: MailRow) => formatDateTime(m.createdAt)} />
          <Column
            header="Enviado"
            body={(m: MailRow) => (m.sentAt ? formatDateTime(m.sentAt) : '—')}
          />
          <Column
            header="Acciones"
            body={(m: MailRow) => (
              <Button
                label="Reenviar"
                icon="pi pi-replay"
                size="small"
                text
                loading={resend.isPending && resend.variables?.id === m.id}
                onClick={() => resend.mutate(m)}
              />
            )}
          />
        </StaffTable>
      ) : null}
    </>
  );
}
