import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatEventDay, formatTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useOfflineApp } from '../../../lib/offline-app';
import { sharedTicketsQuery } from '../api/after-sale-api';
import '../tickets.css';
import { seatPhrase } from '@tickera/shared/place-names';

/** Large enough to scan from a phone held at arm's length. */
const QR_PX = 240;

/**
 * /entradas/:token: the tickets of a shared link, for anyone who has it (no sign-in), on a
 * phone. Opened once, the page keeps a copy of the tickets, and its worker (scope /entradas/)
 * a copy of the page: it opens again without a connection, from the home screen too, whose
 * app starts at this very link (its manifest is made by the server from the address).
 */
export function SharedTicketsPage() {
  const { token = '' } = useParams();
  useOfflineApp({
    manifest: `/entradas/${encodeURIComponent(token)}/manifest.webmanifest`,
    worker: '/entradas-sw.js',
    scope: '/entradas/',
  });
  const shared = useQuery(sharedTicketsQuery(token));
  const data = shared.data?.data;

  if (shared.isPending) return <Skeleton height="30rem" borderRadius="12px" />;
  if (shared.isError || !data)
    return (
      <section className="card">
        <h1 className="text-2xl mt-0">Entradas</h1>
        <Message
          severity="error"
          className="w-full mb-3"
          text={
            (shared.error as { status?: number } | null)?.status === 404
              ? 'Este enlace ya no es válido: pídale a quien compró las entradas que le envíe uno nuevo.'
              : messageOf(shared.error, 'No pudimos abrir estas entradas.')
          }
        />
        <Link to="/eventos">Ver eventos</Link>
      </section>
    );

  return (
    <div className="shared-tickets">
      <header className="card shared-tickets-header">
        <h1 className="m-0">{data.event.name}</h1>
        <p className="m-0">
          {formatEventDay(data.event.startAt)} · {formatTime(data.event.startAt)}
        </p>
        <p className="m-0">
          {data.event.location.name}, {data.event.location.city}
        </p>
        {shared.data.offline ? (
          <Message
            severity="info"
            className="w-full justify-content-start mt-2"
            text="Sin conexión: se muestran las entradas guardadas en este teléfono."
          />
        ) : null}
      </header>
      {data.tickets.length === 0 ? (
        <Message severity="warn" className="w-full" text="Esta compra ya no tiene entradas." />
      ) : (
        <ul className="shared-ticket-list" aria-label="Entradas">
          {data.tickets.map((tk) => (
            <li key={tk.code} className="card shared-ticket">
              <img src={tk.qr} alt={`QR de la entrada ${tk.seat}`} width={QR_PX} height={QR_PX} />
              <div className="shared-ticket-text">
                <strong>{tk.zone}</strong>
                <span>{seatPhrase(tk.seat)}</span>
                <SeatAccessNote access={tk.access} />
                <code>{tk.code}</code>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-color-secondary">
        Muestre cada código QR en la entrada del evento. Puede añadir esta página a la pantalla de
        inicio del teléfono para abrirla sin conexión.
      </p>
    </div>
  );
}
