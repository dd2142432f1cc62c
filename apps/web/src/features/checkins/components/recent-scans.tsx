import { SeatAccessNote } from '../../../components/seat-access';
import { formatTime } from '../../../lib/format';
import type { Verdict } from '../door/use-door';
import { resultLook } from './verdict-panel';

/** The last scans of this device, newest first, each with the time it was made. */
export function RecentScans({ scans }: { scans: Verdict[] }) {
  return (
    <section className="door-recent" aria-labelledby="door-recent-title">
      <h2 id="door-recent-title">Últimos escaneos</h2>
      {scans.length === 0 ? (
        <p className="text-color-secondary m-0">Aún no hay escaneos en este equipo.</p>
      ) : (
        <ol>
          {scans.map((s) => {
            const look = resultLook(s.result);
            return (
              <li key={s.id} className={`door-recent-${look.tone}`}>
                <i className={`pi ${look.icon}`} aria-hidden="true" />
                <span className="door-recent-what">
                  <strong>
                    {s.ticket ? `${s.ticket.zoneName} · ${s.ticket.seatName}` : look.title}
                  </strong>
                  {s.ticket ? <SeatAccessNote access={s.ticket.seatAccess} symbol /> : null}
                  <span>
                    {s.ticket ? `${s.ticket.holderName} · ` : ''}
                    {s.synced ? `Enviado: ${s.message}` : s.message}
                  </span>
                  {/* A refused code has no seat to show: the code itself says which one it was. */}
                  {!s.ticket && s.code ? <code>{s.code}</code> : null}
                </span>
                <time dateTime={s.at}>{formatTime(s.at)}</time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
