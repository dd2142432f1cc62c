import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { auditQuery, downloadAudit, type AuditFilters as Filters } from '../api/audit-api';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import '../audit.css';

/** "12 acciones con estos filtros, la más reciente primero." */
function countText(total: number, filtered: boolean): string {
  const n = `${formatInteger(total)} ${total === 1 ? 'acción' : 'acciones'}`;
  return `${n} ${filtered ? 'con estos filtros' : 'registradas'}${total > 1 ? ', la más reciente primero' : ''}.`;
}

/**
 * /dashboard/audit (admin, auditor): who did what and when, with what each action changed;
 * filtered by person, action, entity and days, and exported as CSV.
 */
export function AuditPage() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({});
  const list = useQuery(auditQuery(page, filters));
  const [exporting, setExporting] = useState(false);
  const change = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAudit(filters);
    } catch (error) {
      toast.show('error', 'No se pudo exportar', messageOf(error, 'Intente nuevamente.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card" aria-labelledby="audit-title">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 id="audit-title" className="text-2xl font-semibold m-0">
            Auditoría
          </h1>
          <p className="mt-1 mb-0 text-color-secondary">
            {list.data
              ? countText(list.data.total, Object.values(filters).some(Boolean))
              : 'Quién hizo qué y cuándo, con el antes y el después.'}
          </p>
        </div>
        <Button
          type="button"
          label="Exportar CSV"
          icon="pi pi-download"
          outlined
          loading={exporting}
          disabled={!list.data?.total}
          onClick={() => void exportCsv()}
        />
      </div>
      <AuditFilters filters={filters} onChange={change} />
      {list.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(list.error, 'No se pudo cargar la auditoría.')}
        />
      ) : null}
      {list.isPending ? <ListSkeleton rows={6} label="Cargando la auditoría" /> : null}
      {list.data ? (
        <div className="audit-list">
          <AuditTable list={list.data} page={page} onPage={setPage} />
        </div>
      ) : null}
    </section>
  );
}
