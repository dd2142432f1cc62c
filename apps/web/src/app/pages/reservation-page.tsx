import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { eventDetailQuery } from '../../features/events/api/events-api';
import { SeatSelectionPage } from '../../features/seating/pages/seat-selection-page';
import { useQueueGate, type QueueGate } from '../../features/waiting-room/api/use-queue-gate';
import { admissionSignal } from '../../features/waiting-room/components/admission-signal';
import { WaitingRoomPanel } from '../../features/waiting-room/components/waiting-room-panel';
import { useStartedQuery } from '../../lib/use-started-query';

/**
 * /eventos/reservation?event=<id>: the event's waiting room while the visitor has no turn
 * (room on, not admitted), else the seat map; the map opens by itself when the turn comes.
 */
export function ReservationPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const gate = useQueueGate(eventId, admissionSignal);
  // The room's answer arrives as a store's update, which React renders at once, in one task:
  // the seat page's first render (its hooks, its queries started, the map's frame) is instead
  // a deferred one, in slices a tap can come between (issue 28, decision 061), the spinner
  // still up meanwhile. A visitor who waited in the line goes from the room to the map at
  // once: a spinner between them would flash as the turn comes.
  const opened = useDeferredValue(gate.kind === 'open');
  const [waited, setWaited] = useState(false);
  if (gate.kind === 'waiting' && !waited) setWaited(true);

  if (gate.kind === 'waiting') return <WaitingRoom eventId={eventId} gate={gate} />;
  if (gate.kind === 'loading' || (!opened && !waited))
    return (
      <div className="flex justify-content-center p-5">
        <Spinner label="Cargando" />
      </div>
    );
  return <SeatSelectionPage />;
}

/** The line, with the event's name: asked for only by a visitor who waits. */
function WaitingRoom({
  eventId,
  gate,
}: {
  eventId: string;
  gate: Extract<QueueGate, { kind: 'waiting' }>;
}) {
  const event = useStartedQuery(eventDetailQuery(eventId));
  return (
    <WaitingRoomPanel
      eventName={event.data?.name}
      room={gate.room}
      place={gate.place}
      joining={gate.joining}
      error={gate.error}
    />
  );
}
