import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatAge, formatDateTime, formatRate, formatDay } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { currentRateAdminQuery, refreshFromBcv } from '../api/rates-api';
import { ManualRateForm } from './manual-rate-form';
import { RateHistory } from './rate-history';
import { sourceLabel } from './rate-source';

/** A rate older than this is worth a warning (the BCV publishes once a business day). */
const STALE_MINUTES = 26 * 60;

/** The BCV rate in force, its age, "Actualizar desde BCV", manual entry and history. */
export function RateCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useQuery(currentRateAdminQuery());
  const refresh = useMutation({
    mutationFn: refreshFromBcv,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['rates'] });
      toast.show(
        'success',
        r.changed ? 'Tasa actualizada' : 'La tasa no cambió',
        `BCV: Bs.S ${formatRate(r.fetched.rate)} por USD${r.fetched.valueDate ? `, fecha valor ${formatDay(r.fetched.valueDate)}` : ''}.`,
      );
    },
    onError: (error) =>
      toast.show('error', 'No se pudo consultar el BCV', messageOf(error, 'Intente nuevamente.')),
  });

  const rate = current.data;
  return (
    <section className="card h-full m-0" aria-labelledby="rate-title">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="rate-title" className="text-xl font-semibold m-0">
          Tasa de cambio
        </h2>
        <Button
          label="Actualizar desde BCV"
          icon="pi pi-refresh"
          outlined
          loading={refresh.isPending}
          onClick={() => refresh.mutate()}
        />
      </div>
      {current.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-3"
          text={messageOf(current.error, 'No se pudo leer la tasa actual.')}
        />
      ) : null}
      {!rate && !current.isError ? <Skeleton height="5rem" className="mb-3" /> : null}
      {rate ? (
        <div className="mb-3">
          <div className="rate-figure">Bs.S {formatRate(rate.rate)}</div>
          <div className="text-color-secondary">
            por USD · {sourceLabel(rate.source)}
            {rate.valueDate ? ` · fecha valor ${formatDay(rate.valueDate)}` : ''} · registrada{' '}
            {formatAge(rate.fetchedAt)} ({formatDateTime(rate.fetchedAt)})
          </div>
          {rate.ageMinutes > STALE_MINUTES ? (
            <Message
              severity="warn"
              className="w-full justify-content-start mt-2"
              text="La tasa tiene más de un día. Actualícela desde el BCV o regístrela a mano."
            />
          ) : null}
        </div>
      ) : null}
      <ManualRateForm />
      <h3 className="text-lg font-semibold mt-4 mb-2">Historial</h3>
      <RateHistory />
    </section>
  );
}
