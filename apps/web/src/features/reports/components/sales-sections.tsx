import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChartData } from 'chart.js';
import { Column } from 'primereact/column';
import { CHANNEL_LABELS, type OrderChannel } from '@tickera/shared/schemas/orders';
import type { ProducerSales, SeatsByZone } from '@tickera/shared/schemas/reports';
import { StaffTable } from '../../../components/staff-table';
import {
  downloadReport,
  salesTableQuery,
  type ReportFilters,
  type SalesTable,
  type SalesTableRows,
} from '../api/reports-api';
import { SEAT_STATES, channelChart, dayZoneChart, seatsChart } from '../chart-data';
import { DownloadButtons } from './download-buttons';
import { ReportChart } from './report-chart';
import { countColumn, soldAmountColumns, soldWhereColumns } from './report-columns';
import { QueryView, ReportSection } from './report-section';

const TABLE_FILES = [
  ['xlsx', 'Excel'],
  ['csv', 'CSV'],
] as const;
/** Longer tables page on screen; the files carry every row. */
const PAGE_ROWS = 10;

type StoreRow = ProducerSales['rows'][number];
type SeatRow = SeatsByZone['rows'][number];

interface SalesTableSectionProps<T extends SalesTable> {
  table: T;
  filters: ReportFilters;
  id: string;
  title: string;
  /** What the skeleton says while the rows come. */
  loading: string;
  empty: string;
  /** The chart over the table (a module-level function: the chart redraws when it changes). */
  chart: Omit<Parameters<typeof ReportChart>[0], 'data' | 'height'> & {
    of: (rows: SalesTableRows<T>) => ChartData<'bar' | 'doughnut', number[], string>;
    /** Its height, or its height for so many rows. */
    height: string | ((rows: number) => string);
  };
  /** The table's columns. */
  children: ReactNode;
}

/** One table of the sales report in its card: its files, its chart, its loading and errors. */
function SalesTableSection<T extends SalesTable>({
  table,
  filters,
  id,
  title,
  loading,
  empty,
  chart: { of, height, ...chart },
  children,
}: SalesTableSectionProps<T>) {
  const query = useQuery(salesTableQuery(table, filters));
  const rows = query.data?.rows as SalesTableRows<T> | undefined;
  const data = useMemo(() => (rows?.length ? of(rows) : null), [rows, of]);
  return (
    <ReportSection
      id={id}
      title={title}
      actions={
        <DownloadButtons
          formats={TABLE_FILES}
          what={title}
          disabled={!rows?.length}
          download={(format) => downloadReport(table, filters, format)}
        />
      }
    >
      <QueryView query={query} loading={loading} failure="No se pudo cargar el reporte.">
        {() => (
          <>
            {data ? (
              <ReportChart
                data={data}
                height={typeof height === 'string' ? height : height(rows?.length ?? 0)}
                {...chart}
              />
            ) : null}
            <StaffTable
              value={rows ?? []}
              label={title}
              empty={empty}
              paginator={(rows?.length ?? 0) > PAGE_ROWS}
              rows={PAGE_ROWS}
            >
              {children}
            </StaffTable>
          </>
        )}
      </QueryView>
    </ReportSection>
  );
}

const NO_SALES = 'Ninguna venta pagada en este período.';

export function DayZoneSection({ filters }: { filters: ReportFilters }) {
  return (
    <SalesTableSection
      table="sales-by-day-zone"
      filters={filters}
      id="sales-day-zone"
      title="Ventas por día y zona"
      loading="Cargando las ventas por día"
      empty={NO_SALES}
      chart={{
        type: 'bar',
        of: dayZoneChart,
        money: true,
        caption: 'Venta bruta en USD por día, apilada por zona',
        height: '18rem',
      }}
    >
      {soldWhereColumns()}
      {soldAmountColumns()}
    </SalesTableSection>
  );
}

export function StoreChannelSection({ filters }: { filters: ReportFilters }) {
  return (
    <SalesTableSection
      table="producer-sales"
      filters={filters}
      id="sales-store-channel"
      title="Ventas por tienda y canal"
      loading="Cargando las ventas por canal"
      empty={NO_SALES}
      chart={{
        type: 'doughnut',
        of: channelChart,
        money: true,
        caption: 'Venta bruta en USD por canal',
        height: '16rem',
      }}
    >
      {soldWhereColumns()}
      <Column header="Tienda" field="storeName" />
      <Column
        header="Canal"
        body={(r: StoreRow) => CHANNEL_LABELS[r.channel as OrderChannel] ?? r.channel}
      />
      {soldAmountColumns()}
    </SalesTableSection>
  );
}

export function SeatsSection({ eventId }: { eventId: string }) {
  const filters = useMemo(() => ({ eventId }), [eventId]);
  return (
    <SalesTableSection
      table="seats-by-zone"
      filters={filters}
      id="sales-seats"
      title="Asientos por zona"
      loading="Cargando los asientos"
      empty="El evento no tiene zonas."
      chart={{
        type: 'bar',
        of: seatsChart,
        horizontal: true,
        caption: 'Asientos de cada zona por estado',
        height: (zones) => `${Math.max(14, 6 + zones * 2.5)}rem`,
      }}
    >
      <Column header="Zona" field="zoneName" />
      {countColumn<SeatRow>('capacity', 'Capacidad', (r) => r.capacity)}
      {SEAT_STATES.map(([key, label]) => countColumn<SeatRow>(key, label, (r) => r[key]))}
    </SalesTableSection>
  );
}
