import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { formatTime } from '../../../lib/format';
import { myWaitlistQuery } from '../../tickets/api/after-sale-api';

/**
 * At checkout, a waiting-list offer in the buyer's name: how many seats it holds and until
 * when (the offer's own time, longer than a usual hold).
 */
export function WaitlistOfferNote({ eventId, userId }: { eventId: string; userId?: string }) {
  const offer = useQuery(myWaitlistQuery(eventId, userId));
  if (offer.data?.state !== 'OFFERED' || !offer.data.offerExpiresAt) return null;
  return (
    <Message
      severity="success"
      className="w-full mb-3 justify-content-start"
      text={`Lista de espera: sus ${offer.data.seats ?? ''} asientos están apartados a su nombre hasta las ${formatTime(offer.data.offerExpiresAt).replace(/\.$/, '')}.`}
    />
  );
}
