import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { can } from '@tickera/shared/permissions';
import type { CheckinSummary } from '@tickera/shared/schemas/checkins';
import { formatInteger, formatTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { checkinSummaryQuery, doorSettingsQuery, saveDoorSettings } from '../api/checkins-api';

const gateName = (gate: string | null) => gate ?? 'Sin puerta';

/** One bar per gate: entries and exits side by side, as long as the busiest gate's total. */
function GateBars({ summary }: { summary: CheckinSummary }) {
  const busiest = Math.max(1, ...summary.byGate.map((g) => g.entries + g.exits));
  if (summary.byGate.length === 0)
    return <p className="m-0 text-color-secondary">Aún no hay escaneos en ninguna puerta.</p>;
  return (
    <ul className="checkin-gates-list">
      {summary.byGate.map((g) => (
        <li key={g.gate ?? ''}>
          <span className="checkin-gate-name">{gateName(g.gate)}</span>
          <span className="checkin-gate-bar" aria-hidden="true">
            <span
              className="checkin-gate-in"
              style={{ width: `${(g.entries / busiest) * 100}%` }}
            />
            <span className="checkin-gate-out" style={{ width: `${(g.exits / busiest) * 100}%` }} />
          </span>
          <span className="checkin-gate-count">
            {formatInteger(g.entries)} {g.entries === 1 ? 'entrada' : 'entradas'} ·{' '}
            {formatInteger(g.exits)} {g.exits === 1 ? 'salida' : 'salidas'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The event's re-entry setting: admin and supervisor change it, the door reads it. */
function ReentrySetting({ eventId }: { eventId: string }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const settings = useQuery(doorSettingsQuery(eventId));
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (allowReentry: boolean) => saveDoorSettings(eventId, { allowReentry }),
    onSuccess: (data) => {
      setError('');
      client.setQueryData(doorSettingsQuery(eventId).queryKey, data);
    },
    onError: (e) => setError(messageOf(e, 'No se pudo guardar el ajuste.')),
  });
  if (!settings.data) return null;
  const allowed = settings.data.allowReentry;
  if (!can(user?.role, 'checkin.doorSettings'))
    return (
      <p className="m-0 text-color-secondary">
        Reingreso tras una salida: {allowed ? 'permitido' : 'no permitido'}
      </p>
    );
  return (
    <div className="flex flex-column gap-2">
      <div className="flex align-items-center gap-2">
        <InputSwitch
          inputId="door-reentry"
          checked={allowed}
          disabled={save.isPending}
          onChange={(e) => save.mutate(Boolean(e.value))}
        />
        <label htmlFor="door-reentry">Permitir reingreso tras una salida</label>
      </div>
      {error ? <Message severity="error" className="justify-content-start" text={error} /> : null}
    </div>
  );
}

/** Who is inside and how busy each gate is, read every few seconds. */
export function DoorCounts({ eventId }: { eventId: string }) {
  const summary = useQuery(checkinSummaryQuery(eventId));
  return (
    <section className="card checkin-gates" aria-labelledby="checkin-gates-title">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="checkin-gates-title" className="m-0">
          En el recinto
        </h2>
        <ReentrySetting eventId={eventId} />
      </div>
      {summary.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(summary.error, 'No se pudieron leer los conteos.')}
        />
      ) : !summary.data ? (
        <p className="m-0 text-color-secondary">Leyendo los conteos…</p>
      ) : (
        <>
          <dl className="checkin-gates-totals" data-testid="door-totals">
            <div>
              <dt>Adentro</dt>
              <dd>{formatInteger(summary.data.inside)}</dd>
            </div>
            <div>
              <dt>Entradas</dt>
              <dd>{formatInteger(summary.data.entries)}</dd>
            </div>
            <div>
              <dt>Salidas</dt>
              <dd>{formatInteger(summary.data.exits)}</dd>
            </div>
          </dl>
          <h3 className="checkin-gates-subtitle">Por puerta</h3>
          <GateBars summary={summary.data} />
          <p className="text-color-secondary text-sm mb-0" aria-live="off">
            Se actualiza cada 3 segundos · lectura de las {formatTime(summary.data.readAt)}
          </p>
        </>
      )}
    </section>
  );
}
