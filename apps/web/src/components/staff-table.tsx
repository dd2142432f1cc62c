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
      // The wrapper scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
      pt={{
        table: { 'aria-label': label },
        wrapper: { tabIndex: 0, role: 'region', 'aria-label': label },
      }}
      currentPageReportTemplate="{first}–{last} de {totalRecords}"
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      {...(props as DataTableProps<T>)}
    >
      {children}
    </DataTable>
  );
}

/**
 * The DataTable props of a server-paged list (1-based pages): `{...serverPaging(…)}`. The
 * paginator shows always, or only past one page with `hideSinglePage`.
 */
export function serverPaging(
  page: number,
  pageSize: number,
  total: number,
  onPage: (page: number) => void,
  opts: { hideSinglePage?: boolean } = {},
) {
  return {
    lazy: true,
    paginator: !opts.hideSinglePage || total > pageSize,
    first: (page - 1) * pageSize,
    rows: pageSize,
    totalRecords: total,
    onPage: (e: { page?: number }) => onPage((e.page ?? 0) + 1),
  } as const;
}
