import { useQuery } from '@tanstack/react-query';
import { CardSection } from '../../../components/card-section';
import { TodayFigures, UpdatedAt } from '../../../components/today-figures';
import { formatDay } from '../../../lib/format';
import { todayIndicatorsQuery } from '../api/indicators-api';
import { EventsTodayTable } from '../components/events-today-table';

/**
 * /dashboard/indicators (admin, supervisor): how today goes, in Caracas — orders, seats,
 * money, approvals waiting and entries, in total and per event. Refreshes every 30 s.
 */
export function IndicatorsPage() {
  const today = useQuery(todayIndicatorsQuery());
  return (
    <div className="flex flex-column gap-3">
      <header className="flex flex-wrap align-items-end justify-content-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold m-0">Indicadores para Hoy</h1>
          {today.data ? (
            <p className="mt-1 mb-0 text-color-secondary">
              {formatDay(today.data.day)} · hora de Caracas
            </p>
          ) : null}
        </div>
        <UpdatedAt query={today} />
      </header>
      <TodayFigures query={today} />
      {today.data ? (
        <CardSection id="indicators-events" title="Por evento">
          <EventsTodayTable rows={today.data.byEvent} now={today.dataUpdatedAt} />
        </CardSection>
      ) : null}
    </div>
  );
}
