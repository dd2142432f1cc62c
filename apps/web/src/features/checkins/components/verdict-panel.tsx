import type { CheckinDirection, CheckinResult } from '@tickera/shared/schemas/checkins';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatTime } from '../../../lib/format';
import type { Verdict } from '../door/use-door';
import { placeWord } from '@tickera/shared/place-names';

const LOOK: Record<CheckinResult, { tone: string; title: string; icon: string }> = {
  OK: { tone: 'ok', title: 'Adelante', icon: 'pi-check-circle' },
  ALREADY_CHECKED_IN: { tone: 'repeat', title: 'Ya ingresó', icon: 'pi-exclamation-triangle' },
  INVALID: { tone: 'refused', title: 'Rechazada', icon: 'pi-times-circle' },
  NOT_PAID: { tone: 'refused', title: 'Rechazada', icon: 'pi-times-circle' },
  WRONG_EVENT: { tone: 'refused', title: 'Rechazada', icon: 'pi-times-circle' },
  EXIT_OK: { tone: 'exit', title: 'Salida', icon: 'pi-sign-out' },
  NOT_INSIDE: { tone: 'repeat', title: 'No está adentro', icon: 'pi-exclamation-triangle' },
};

export function resultLook(result: CheckinResult) {
  return LOOK[result];
}

/** The verdict, big enough to read from a step away: green, yellow or red, with the seat. */
export function VerdictPanel({
  verdict,
  direction = 'ENTRY',
}: {
  verdict: Verdict | null;
  direction?: CheckinDirection;
}) {
  if (!verdict) {
    return (
      <section className="door-verdict door-verdict-idle" aria-live="polite">
        <i className="pi pi-qrcode" aria-hidden="true" />
        <h2>{direction === 'EXIT' ? 'Listo para salidas' : 'Listo para escanear'}</h2>
        <p>Acerque el código QR de la entrada o escriba el código.</p>
      </section>
    );
  }
  const look = LOOK[verdict.result];
  const t = verdict.ticket;
  return (
    <section
      key={verdict.id}
      className={`door-verdict door-verdict-${look.tone}`}
      aria-live="assertive"
      data-result={verdict.result}
    >
      <i className={`pi ${look.icon}`} aria-hidden="true" />
      <h2>{look.title}</h2>
      <p className="door-verdict-message">{verdict.message}</p>
      {t ? (
        <dl className="door-verdict-ticket">
          <div>
            <dt>{placeWord(t.seatName)}</dt>
            <dd>{t.seatName}</dd>
          </div>
          <div>
            <dt>Zona</dt>
            <dd>{t.zoneName}</dd>
          </div>
          {t.seatAccess ? (
            <div className="door-verdict-access">
              <dt>Acceso</dt>
              <dd>
                <SeatAccessNote access={t.seatAccess} symbol />
              </dd>
            </div>
          ) : null}
          <div className="door-verdict-holder">
            <dt>Titular</dt>
            <dd>{t.holderName}</dd>
          </div>
        </dl>
      ) : null}
      {verdict.result === 'ALREADY_CHECKED_IN' && verdict.checkedInAt ? (
        <p className="door-verdict-first">
          Primer ingreso: {formatTime(verdict.checkedInAt)}
          {verdict.gate ? ` · ${verdict.gate}` : ''}
        </p>
      ) : null}
      {verdict.result === 'EXIT_OK' && verdict.movedAt ? (
        <p className="door-verdict-first">
          Salió: {formatTime(verdict.movedAt)}
          {verdict.gate ? ` · ${verdict.gate}` : ''}
        </p>
      ) : null}
      {verdict.offline ? (
        <p className="door-verdict-offline">
          <i className="pi pi-wifi" aria-hidden="true" /> Sin conexión: decidido con la copia local
        </p>
      ) : null}
    </section>
  );
}
