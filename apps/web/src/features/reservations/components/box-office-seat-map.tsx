import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useBooking } from '../../../lib/booking-store';
import { releaseHolds } from '../../../lib/holds-api';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { SeatLegend } from '../../seating/components/seat-legend';
import { SeatMap } from '../../seating/components/seat-map';
import { SelectionPanel } from '../../seating/components/selection-panel';
import { useSeatMapState } from '../../seating/hooks/use-seat-map-state';
import '../../seating/seating.css';

const OTHER_SALE =
  'Tiene asientos apartados para otro evento. Termine esa venta o libérelos para vender aquí.';

interface BoxOfficeSeatMapProps {
  eventId: string;
  category?: string;
  rate?: string;
}

/** The public seat map, reused: the seats the staff member holds go into this sale. */
export function BoxOfficeSeatMap({ eventId, category, rate }: BoxOfficeSeatMapProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const booking = useBooking();
  const otherEvent =
    booking && booking.eventId !== eventId && booking.seatIds.length > 0 ? booking.eventId : null;
  const state = useSeatMapState(eventId, otherEvent ? OTHER_SALE : null);
  const { model } = state;

  const releaseOther = async () => {
    try {
      await releaseHolds(otherEvent ?? undefined);
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, 'No se pudieron liberar los asientos.'));
    }
  };

  return (
    <>
      {otherEvent ? (
        <Message
          severity="warn"
          className="w-full mb-3 justify-content-start"
          content={
            <div className="flex flex-wrap align-items-center gap-2 w-full">
              <span className="flex-1">{OTHER_SALE}</span>
              <Button
                label="Ir a esa venta"
                size="small"
                outlined
                onClick={() => void navigate(`/dashboard/reservation/create?event=${otherEvent}`)}
              />
              <Button
                label="Liberarlos"
                size="small"
                severity="danger"
                text
                onClick={() => void releaseOther()}
              />
            </div>
          }
        />
      ) : null}
      <div className="grid">
        <section className="col-12 xl:col-8" aria-label="Mapa de asientos">
          <div className="card seat-map-card m-0">
            <div className="seat-map-toolbar">
              {model ? <SeatLegend zones={model.zones} /> : null}
            </div>
            <ErrorBoundary message="No se pudo mostrar el mapa de asientos.">
              {model ? (
                <SeatMap
                  model={model}
                  version={state.version}
                  category={category}
                  pending={state.pending}
                  onToggle={state.toggle}
                />
              ) : state.map.isError ? (
                <Message
                  severity="error"
                  className="w-full"
                  text={messageOf(state.map.error, 'No se pudo cargar el mapa.')}
                />
              ) : (
                <div className="seat-map-loading" role="status">
                  <ProgressSpinner
                    style={{ width: '3rem', height: '3rem' }}
                    strokeWidth="4"
                    aria-label="Cargando el mapa de asientos"
                  />
                </div>
              )}
            </ErrorBoundary>
          </div>
        </section>
        <aside className="col-12 xl:col-4">
          {model ? (
            <SelectionPanel
              model={model}
              seats={state.mine}
              pending={state.pending}
              rate={rate}
              onRemove={(seat) => void state.release(seat)}
              onClear={() => void state.releaseAll()}
              onContinue={() => void navigate(`/dashboard/reservation/payment?event=${eventId}`)}
            />
          ) : null}
        </aside>
      </div>
    </>
  );
}
