import { useEffect, useState } from 'react';
import { Message } from 'primereact/message';
import { Spinner } from '../../../components/spinner';
import { formatDateTime, formatInteger } from '../../../lib/format';
import type { QueuePlace, WaitingRoom } from '../api/waiting-room-api';
import '../waiting-room.css';

/** "2 h 05 min 09 s" / "05:09": time until the opening. */
function untilText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** An honest estimate, rounded as people say it, short enough for a phone's column. */
export function etaText(seconds: number | null): string {
  if (seconds === null) return 'Sin estimado';
  if (seconds < 60) return 'Menos de 1 min';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `Unos ${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `Unas ${h} h${m ? ` ${m} min` : ''}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * "Sala de espera": the opening's countdown, the place once drawn, the people ahead and
 * the estimate. Changes of place are announced politely; the countdown is not (it would
 * speak every second).
 */
export function WaitingRoomPanel({
  eventName,
  room,
  place,
  joining,
  error,
}: {
  eventName: string | undefined;
  room: WaitingRoom;
  place: QueuePlace | null;
  joining: boolean;
  error: string | null;
}) {
  const opensAt = room.opensAt ? Date.parse(room.opensAt) : null;
  const now = useNow(opensAt !== null);
  const beforeOpening = opensAt !== null && now < opensAt;
  const prequeueAt = opensAt !== null ? opensAt - room.preQueueMinutes * 60_000 : null;
  const state = place?.state ?? 'NONE';

  let status: string;
  if (error) status = error;
  else if (state === 'EXPIRED')
    status =
      'Su turno llegó y el tiempo de su pase terminó. Ya no puede elegir asientos con este turno.';
  else if (joining || (state === 'NONE' && room.state !== 'OFF'))
    status = 'Verificando su navegador y entrando a la fila…';
  else if (state === 'NONE')
    status = `La fila abre el ${prequeueAt ? formatDateTime(new Date(prequeueAt)) : '—'}. Vuelva a esta página desde esa hora.`;
  else if (place?.position === null)
    status =
      'Ya está en la fila. Al abrir la venta se sortea el orden de todos los que llegaron antes: llegar más temprano no cambia su lugar.';
  else if (room.state === 'PAUSED')
    status = `Su lugar es el ${formatInteger(place!.position!)}. La fila está en pausa; su lugar se mantiene.`;
  else
    status = `Su lugar es el ${formatInteger(place!.position!)}. ${
      place!.ahead === 0
        ? 'Usted es el próximo.'
        : `Delante de usted: ${formatInteger(place!.ahead ?? 0)}.`
    }`;

  return (
    <section className="card waiting-room" aria-labelledby="waiting-room-title">
      <h1 id="waiting-room-title" className="waiting-room-title">
        <i className="pi pi-users" aria-hidden="true" /> Sala de espera
      </h1>
      {eventName ? <p className="waiting-room-event">{eventName}</p> : null}

      {beforeOpening ? (
        <div className="waiting-room-countdown">
          <span>La venta abre en</span>
          <strong role="timer" aria-live="off">
            {untilText((opensAt - now) / 1000)}
          </strong>
        </div>
      ) : null}

      {place?.position != null && state === 'WAITING' ? (
        <dl className="waiting-room-figures">
          <div>
            <dt>Su lugar</dt>
            <dd>{formatInteger(place.position)}</dd>
          </div>
          <div>
            <dt>Delante de usted</dt>
            <dd>{formatInteger(place.ahead ?? 0)}</dd>
          </div>
          <div>
            <dt>Espera estimada</dt>
            <dd className="waiting-room-eta">
              {room.state === 'PAUSED' ? 'En pausa' : etaText(place.etaSeconds)}
            </dd>
          </div>
        </dl>
      ) : null}

      {state === 'EXPIRED' || error ? (
        <Message severity={error ? 'error' : 'warn'} className="w-full" text={status} />
      ) : null}
      <p className="waiting-room-status" aria-live="polite" role="status">
        {joining ? <Spinner size={1.125} /> : null}
        {state === 'EXPIRED' || error ? '' : status}
      </p>

      <p className="waiting-room-note">
        No tiene que hacer nada más: cuando sea su turno, el mapa de asientos se abre solo, con un
        sonido y una vibración. Puede recargar, cerrar esta pestaña o perder la conexión: su lugar
        se conserva en este dispositivo. Al entrar tendrá {room.passMinutes} minutos para reservar
        sus asientos.
      </p>
    </section>
  );
}
