import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ProgressSpinner } from 'primereact/progressspinner';
import { eventDetailQuery } from '../../features/events/api/events-api';
import { SeatSelectionPage } from '../../features/seating/pages/seat-selection-page';
import { useQueueGate } from '../../features/waiting-room/api/use-queue-gate';
import { admissionSignal } from '../../features/waiting-room/components/admission-signal';
import { WaitingRoomPanel } from '../../features/waiting-room/components/waiting-room-panel';

/**
 * /eventos/reservation?event=<id>: the event's waiting room while the visitor has no turn
 * (room on, not admitted), else the seat map; the map opens by itself when the turn comes.
 */
export function ReservationPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const gate = useQueueGate(eventId, admissionSignal);
  const event = useQuery({ ...eventDetailQuery(eventId), enabled: gate.kind === 'waiting' });

  if (gate.kind === 'loading')
    return (
      <div className="flex justify-content-center p-5">
        <ProgressSpinner aria-label="Cargando" style={{ width: 48, height: 48 }} />
      </div>
    );
  if (gate.kind === 'waiting')
    return (
      <WaitingRoomPanel
        eventName={event.data?.name}
        room={gate.room}
        place={gate.place}
        joining={gate.joining}
        error={gate.error}
      />
    );
  return <SeatSelectionPage />;
}
