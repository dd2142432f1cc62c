import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { DataTableExpandedRows } from 'primereact/datatable';
import type { AuditItem, AuditList } from '@tickera/shared/schemas/reports';
import { StaffTable, serverPaging } from '../../../components/staff-table';
import { TwoLines } from '../../../components/table-cells';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PAGE_SIZE } from '../api/audit-api';
import { actionLabel, entityLabel } from '../audit-labels';
import { AuditChanges, AuditDetail } from './audit-changes';

interface AuditTableProps {
  list: AuditList;
  page: number;
  onPage: (page: number) => void;
}

/** The trail, newest first: when, who, what, on which record, and what changed. */
export function AuditTable({ list, page, onPage }: AuditTableProps) {
  const [open, setOpen] = useState<DataTableExpandedRows>({});
  const toggle = (item: AuditItem) =>
    setOpen(({ [item.id]: shown, ...rest }) => (shown ? rest : { ...rest, [item.id]: true }));

  return (
    <StaffTable
      value={list.items}
      dataKey="id"
      label="Auditoría"
      empty="Ninguna acción con estos filtros."
      expandedRows={open}
      rowExpansionTemplate={(item: AuditItem) => <AuditDetail item={item} />}
      {...serverPaging(page, AUDIT_PAGE_SIZE, list.total, onPage, { hideSinglePage: true })}
    >
      <Column
        header={<VisuallyHidden>Detalle</VisuallyHidden>}
        style={{ width: '3rem' }}
        body={(item: AuditItem) => {
          const shown = !!open[item.id];
          return (
            <Button
              type="button"
              icon={shown ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
              text
              rounded
              size="small"
              aria-expanded={shown}
              aria-label={`${shown ? 'Ocultar' : 'Ver'} el detalle: ${actionLabel(item.action)}, ${formatDateTime(item.at)}`}
              onClick={() => toggle(item)}
            />
          );
        }}
      />
      <Column header="Fecha" body={(item: AuditItem) => formatDateTime(item.at)} />
      <Column
        header="Usuario"
        body={(item: AuditItem) => item.actorEmail ?? <em>sistema</em>}
        bodyClassName="audit-actor"
      />
      <Column
        header="Acción"
        body={(item: AuditItem) => (
          <TwoLines main={actionLabel(item.action)} sub={item.action} strong />
        )}
      />
      <Column
        header="Entidad"
        bodyClassName="audit-entity"
        body={(item: AuditItem) => (
          <TwoLines main={entityLabel(item.entity)} sub={item.entityId ?? ''} />
        )}
      />
      <Column header="Antes → después" body={(item: AuditItem) => <AuditChanges item={item} />} />
    </StaffTable>
  );
}
