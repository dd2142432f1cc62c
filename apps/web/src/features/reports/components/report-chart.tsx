import { useMemo } from 'react';
import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { Chart } from 'primereact/chart';
import { LOCALE } from '@tickera/shared/constants';
import { formatInteger, formatMoney } from '../../../lib/format';

interface ReportChartProps {
  type: 'bar' | 'doughnut';
  data: ChartData<'bar' | 'doughnut', number[], string>;
  /** Says what the chart shows: its visible caption and the canvas's accessible name. */
  caption: string;
  /** Amounts in USD (else counts of seats). */
  money?: boolean;
  /** Bars along the x axis, one per label (seats by zone). */
  horizontal?: boolean;
  /** The drawing's height; its width follows the card's. */
  height: string;
}

function chartOptions(
  type: ReportChartProps['type'],
  money: boolean,
  horizontal: boolean,
): ChartOptions<'bar' | 'doughnut'> {
  const value = (v: number) => (money ? formatMoney(v) : formatInteger(v));
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const base = {
    responsive: true,
    maintainAspectRatio: false,
    locale: LOCALE,
    animation: still ? (false as const) : undefined,
    plugins: {
      legend: { position: type === 'doughnut' ? ('right' as const) : ('bottom' as const) },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<'bar' | 'doughnut'>) =>
            `${(type === 'doughnut' ? item.label : item.dataset.label) ?? ''}: ${value(Number(item.raw))}`,
        },
      },
    },
  };
  if (type === 'doughnut') return base;
  const valueAxis = {
    stacked: true,
    beginAtZero: true,
    ticks: { callback: (v: unknown) => value(Number(v)) },
  };
  const labelAxis = { stacked: true };
  return {
    ...base,
    indexAxis: horizontal ? 'y' : 'x',
    // One day alone would otherwise be a bar as wide as the card.
    datasets: { bar: { maxBarThickness: 56 } },
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
  } as ChartOptions<'bar'>;
}

/**
 * A report's chart (Chart.js through PrimeReact): a figure with a caption; the canvas is an
 * image named by that caption, and the table beside it carries every figure in text.
 */
export function ReportChart({
  type,
  data,
  caption,
  money = false,
  horizontal = false,
  height,
}: ReportChartProps) {
  // The Chart redraws whenever `options` is a new object: keep it while nothing changes.
  const options = useMemo(() => chartOptions(type, money, horizontal), [type, money, horizontal]);
  return (
    <figure className={type === 'doughnut' ? 'report-chart report-chart-narrow' : 'report-chart'}>
      <figcaption>{caption}</figcaption>
      <Chart
        type={type}
        data={data}
        options={options}
        ariaLabel={`${caption}. Los valores están en la tabla.`}
        style={{ height }}
      />
    </figure>
  );
}
