import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { Tag } from 'primereact/tag';
import type { Profile } from '@tickera/shared/schemas/users';
import type { CustomersPage } from '../api/customers-api';
import { TwoLines } from '../../../components/table-cells';

export const CUSTOMERS_PAGE_SIZE = 10;

interface CustomerResultsProps {
  data: CustomersPage;
  page: number;
  selectedId: string;
  loading: boolean;
  onPage: (page: number) => void;
  onSelect: (customerId: string) => void;
}

/** The people matching the search; choosing one opens their profile beside the list. */
export function CustomerResults(props: CustomerResultsProps) {
  const { data, page, selectedId, loading } = props;
  return (
    <StaffTable
      value={data.items}
      dataKey="id"
      lazy
      paginator={data.total > CUSTOMERS_PAGE_SIZE}
      first={(page - 1) * CUSTOMERS_PAGE_SIZE}
      rows={CUSTOMERS_PAGE_SIZE}
      totalRecords={data.total}
      onPage={(e) => props.onPage((e.page ?? 0) + 1)}
      loading={loading}
      selectionMode="single"
      selection={data.items.find((c) => c.id === selectedId) ?? null}
      onSelectionChange={(e) => {
        const picked = e.value as Profile | null;
        if (picked) props.onSelect(picked.id);
      }}
      metaKeySelection={false}
      label="Clientes encontrados"
      empty="Ningún cliente coincide con la búsqueda."
    >
      <Column
        header="Nombre"
        body={(c: Profile) => (
          <TwoLines main={`${c.name} ${c.lastName}`} sub={c.email ?? '—'} strong />
        )}
      />
      <Column
        header="Cédula"
        body={(c: Profile) => <span className="white-space-nowrap">{c.identification ?? '—'}</span>}
      />
      <Column
        header="Teléfono"
        body={(c: Profile) => <span className="white-space-nowrap">{c.phone ?? '—'}</span>}
      />
      <Column
        header="Estado"
        body={(c: Profile) =>
          c.isActive ? (
            <Tag value="Activo" severity="success" rounded />
          ) : (
            <Tag value="Inactivo" severity="danger" rounded />
          )
        }
      />
    </StaffTable>
  );
}
