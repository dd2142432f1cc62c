import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatEventDay, formatTime, seatPlace } from '../../../lib/format';
import { receivedTicketsQuery } from '../../tickets/api/after-sale-api';
import { WalletButtons } from './wallet-buttons';

const QR_PX = 220;

/** Tickets other people passed to the user: each QR, and "Pasar a un amigo" again. */
export function ReceivedTickets({
  userId,
  onTransfer,
}: {
  userId: string | undefined;
  onTransfer: (ticket: { id: string; label: string }) => void;
}) {
  const received = useQuery(receivedTicketsQuery(userId));
  if (!received.data?.length) return null;
  return (
    <section className="card ticket-order" aria-labelledby="received-title">
      <h2 id="received-title">Entradas que le pasaron</h2>
      <ul className="ticket-grid" aria-label="Entradas recibidas">
        {received.data.map((tk) => {
          const place = seatPlace(tk.seat);
          return (
            <li key={tk.id} className="ticket">
              <img
                src={tk.qr}
                alt={`QR de la entrada ${tk.seat.name}`}
                width={QR_PX}
                height={QR_PX}
              />
              <div className="ticket-text">
                <strong>{tk.event.name}</strong>
                <span>
                  {formatEventDay(tk.event.startAt)} · {formatTime(tk.event.startAt)}
                </span>
                <span>
                  {tk.zone} · {place}
                </span>
                <SeatAccessNote access={tk.seat.access} />
                <code>{tk.code}</code>
              </div>
              <WalletButtons ticketId={tk.id} label={`${tk.zone}, ${place}`} />
              <Button
                type="button"
                label="Pasar a un amigo"
                icon="pi pi-send"
                size="small"
                outlined
                onClick={() => onTransfer({ id: tk.id, label: `${tk.zone}, ${place}` })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
