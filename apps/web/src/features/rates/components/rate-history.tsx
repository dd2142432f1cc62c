import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { Message } from 'primereact/message';
import type { RateEntry } from '@tickera/shared/schemas/rates';
import { formatDateTime, formatRate, formatDay } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../../components/list-skeleton';
import { RATES_PAGE_SIZE, rateHistoryQuery } from '../api/rates-api';
import { sourceLabel } from './rate-source';

/** Every rate stored, newest first: from the BCV job or typed by an admin. */
export function RateHistory() {
  const [page, setPage] = useState(1);
  const history = useQuery(rateHistoryQuery(page));
  if (history.isError) {
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(history.error, 'No se pudo cargar el historial.')}
      />
    );
  }
  if (!history.data) return <ListSkeleton rows={4} label="Cargando el historial" />;
  return (
    <StaffTable
      value={history.data.items}
      dataKey="id"
      {...serverPaging(page, RATES_PAGE_SIZE, history.data.total, setPage, {
        hideSinglePage: true,
      })}
      loading={history.isFetching && history.isPlaceholderData}
      label="Historial de tasas"
      empty="Aún no hay tasas registradas."
    >
      <Column
        header="Tasa (Bs.S por USD)"
        body={(r: RateEntry) => <strong>{formatRate(r.rate)}</strong>}
      />
      <Column
        header="Fecha valor"
        body={(r: RateEntry) => (r.valueDate ? formatDay(r.valueDate) : '—')}
      />
      <Column header="Fuente" body={(r: RateEntry) => sourceLabel(r.source)} />
      <Column header="Registrada" body={(r: RateEntry) => formatDateTime(r.fetchedAt)} />
      <Column header="Por" body={(r: RateEntry) => r.createdBy?.email ?? 'Automático'} />
    </StaffTable>
  );
}
