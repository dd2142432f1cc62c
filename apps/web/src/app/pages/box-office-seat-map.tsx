import { useNavigate } from 'react-router';
import {
  OtherEventNotice,
  SeatMapWorkspace,
} from '../../features/seating/components/seat-map-workspace';
import { useSeatMapState } from '../../features/seating/hooks/use-seat-map-state';
import { useBooking } from '../../features/holds/api/booking-store';
import '../../features/seating/seating.css';

const OTHER_SALE =
  'Tiene asientos apartados para otro evento. Termine esa venta o libérelos para vender aquí.';

/**
 * The public seat map, reused by the box office (a sale, a membership): the seats the staff
 * member holds go into it; a hold for another event is pointed at first.
 */
export function BoxOfficeSeatMap(props: {
  eventId: string;
  category?: string;
  rate?: string;
  onContinue: () => void;
}) {
  const { eventId, category, rate, onContinue } = props;
  const navigate = useNavigate();
  const booking = useBooking();
  const otherEvent =
    booking && booking.eventId !== eventId && booking.seatIds.length > 0 ? booking.eventId : null;
  const state = useSeatMapState(eventId, otherEvent ? OTHER_SALE : null);

  return (
    <>
      {otherEvent ? (
        <OtherEventNotice
          otherEvent={otherEvent}
          text={OTHER_SALE}
          goLabel="Ir a esa venta"
          onGo={() => void navigate(`/dashboard/reservation/create?event=${otherEvent}`)}
        />
      ) : null}
      <SeatMapWorkspace
        state={state}
        category={category}
        rate={rate}
        onContinue={onContinue}
        breakpoint="xl"
        flush
      />
    </>
  );
}
