import { DataTable, type DataTableProps, type DataTableValueArray } from 'primereact/datatable';

type StaffTableProps<T extends DataTableValueArray> = DataTableProps<T> & {
  /** The table's accessible name. */
  label: string;
  /** What an empty table says. */
  empty: string;
};

/**
 * The back office's tables: compact, with an accessible name, an empty message and, when
 * paged, the same paginator ("1–10 de 42").
 */
export function StaffTable<T extends DataTableValueArray>({
  label,
  empty,
  children,
  ...props
}: StaffTableProps<T>) {
  return (
    <DataTable
      size="small"
      className="staff-table"
      emptyMessage={empty}
      pt={{ table: { 'aria-label': label } }}
      currentPageReportTemplate="{first}–{last} de {totalRecords}"
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      {...(props as DataTableProps<T>)}
    >
      {children}
    </DataTable>
  );
}
