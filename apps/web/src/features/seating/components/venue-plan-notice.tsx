import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { PlanVersionSummary } from '@tickera/shared/schemas/venue-plans';
import { apiFetch } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { editableEventQuery } from '../../events/api/event-setup-api';

/**
 * Which version of its venue's plan the event was made from, and, when the venue has a newer
 * one, the way to take it (decision 039): allowed only before the sale opens and while the
 * event has no order; the server says why not otherwise (409 PLAN_IN_USE).
 */
export function VenuePlanNotice({ eventId }: { eventId: string }) {
  const queryClient = useQueryClient();
  const event = useQuery(editableEventQuery(eventId));
  const locationId = event.data?.locationId;
  const versions = useQuery({
    queryKey: ['locations', locationId, 'plan', 'versions'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: PlanVersionSummary[] }>(`/locations/${locationId}/plan/versions`, {
        signal,
      }),
    enabled: !!locationId,
    staleTime: 0,
  });
  const [confirming, setConfirming] = useState(false);
  const take = useMutation({
    mutationFn: () =>
      apiFetch<{ version: number; seats: number }>(`/admin/events/${eventId}/plan`, {
        method: 'POST',
      }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });

  const failed = event.error ?? versions.error;
  if (failed)
    return (
      <Message
        severity="error"
        className="w-full justify-content-start mb-3"
        text={messageOf(failed, 'No se pudo saber qué versión del plano del lugar usa el evento.')}
      />
    );
  const items = versions.data?.items ?? [];
  if (!event.data || !items.length) return null;
  const current = items.reduce((a, b) => (b.version > a.version ? b : a));
  const own = items.find((v) => v.id === event.data.planId);
  if (own?.id === current.id)
    return (
      <p className="text-sm text-color-secondary mt-0 mb-3">
        Asientos copiados del plano del lugar, versión {current.version}.
      </p>
    );
  const uses = own
    ? `Este evento usa la versión ${own.version}.`
    : 'Las zonas de este evento se hicieron a mano.';
  return (
    <div className="venue-plan-notice mb-3" role="region" aria-label="Plano del lugar">
      <Message
        severity="warn"
        className="w-full justify-content-start"
        text={`El lugar tiene un plano más nuevo: versión ${current.version}, ${formatInteger(current.seats)} asientos. ${uses}`}
      />
      {take.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mt-2"
          text={messageOf(take.error, 'No se pudo usar el plano nuevo.')}
        />
      ) : null}
      {confirming ? (
        <div className="flex flex-wrap align-items-center gap-2 mt-2">
          <span className="text-sm">
            Las zonas, mesas y asientos del evento se reemplazan por los del plano; cada zona
            conserva el precio de la zona con el mismo código.
          </span>
          <Button
            label={`Sí, usar la versión ${current.version}`}
            size="small"
            loading={take.isPending}
            onClick={() => take.mutate()}
          />
          <Button
            label="Cancelar"
            size="small"
            text
            severity="secondary"
            onClick={() => setConfirming(false)}
          />
        </div>
      ) : (
        <Button
          className="mt-2"
          label={`Usar la versión ${current.version} del plano`}
          icon="pi pi-refresh"
          size="small"
          outlined
          onClick={() => setConfirming(true)}
        />
      )}
    </div>
  );
}
