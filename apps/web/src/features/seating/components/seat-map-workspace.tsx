import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Spinner } from '../../../components/spinner';
import { ErrorBoundary } from '../../../components/error-boundary';
import { releaseHolds } from '../../holds/api/holds-api';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import type { useSeatMapState } from '../hooks/use-seat-map-state';
import { GeneralAdmissionDialog } from './general-admission-dialog';
import { SeatLegend } from './seat-legend';
import { SeatMap, type ZoomTarget } from './seat-map';
import { SelectionPanel } from './selection-panel';

interface OtherEventNoticeProps {
  /** The event whose seats are still held elsewhere. */
  otherEvent: string;
  text: string;
  goLabel: string;
  onGo: () => void;
}

/** Seats held for another event block this map: go back to them, or let them go. */
export function OtherEventNotice({ otherEvent, text, goLabel, onGo }: OtherEventNoticeProps) {
  const toast = useToast();
  const releaseOther = async () => {
    try {
      await releaseHolds(otherEvent);
    } catch (error) {
      toast.show('error', 'Error', messageOf(error, 'No se pudieron liberar los asientos.'));
    }
  };
  return (
    <Message
      severity="warn"
      className="w-full mb-3 justify-content-start"
      content={
        <div className="flex flex-wrap align-items-center gap-2 w-full">
          <span className="flex-1">{text}</span>
          <Button label={goLabel} size="small" outlined onClick={onGo} />
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
  );
}

interface SeatMapWorkspaceProps {
  state: ReturnType<typeof useSeatMapState>;
  category?: string;
  rate?: string;
  onContinue: () => void;
  /** Where the map and the cart sit side by side ('lg' public page, 'xl' dashboard). */
  breakpoint: 'lg' | 'xl';
  /** Inside the dashboard the card has no outer margin. */
  flush?: boolean;
  /** A button at the end of the map's toolbar ("Mejores asientos"). */
  toolbarEnd?: ReactNode;
  zoomTarget?: ZoomTarget | null;
  /** The event's zones, for the legend while the map loads (and their web caps, when given). */
  zones?: { id: string; name: string; basePrice: string; maxSeatsWeb?: number | null }[];
}

/** The live seat map with its legend, and the cart beside it: the public page and the box office. */
export function SeatMapWorkspace(props: SeatMapWorkspaceProps) {
  const { state, category, rate, onContinue, breakpoint, flush, toolbarEnd, zoomTarget } = props;
  const { model } = state;
  const toast = useToast();
  /** The general-admission zone whose quantity is being asked (decision 052). */
  const [general, setGeneral] = useState<number | null>(null);
  /** The area's button that opened the dialog: the focus goes back to it. */
  const opener = useRef<HTMLElement | null>(null);
  const openGeneral = (zone: number, button: HTMLElement) => {
    opener.current = button;
    setGeneral(zone);
  };
  const closeGeneral = () => {
    setGeneral(null);
    if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
  };
  const pickGeneral = async (zone: number, count: number): Promise<string | null> => {
    const result = await state.holdBest(zone, count);
    if ('problem' in result) return result.problem;
    const name = model?.zones[zone].name ?? '';
    toast.show(
      'success',
      'Entradas reservadas',
      `${result.seats.length} ${result.seats.length === 1 ? 'entrada general' : 'entradas generales'} en ${name}.`,
    );
    return null;
  };
  return (
    <div className="grid">
      <section className={`col-12 ${breakpoint}:col-8`} aria-label="Mapa de asientos">
        <div className={flush ? 'card seat-map-card m-0' : 'card seat-map-card'}>
          {toolbarEnd ? <div className="seat-map-toolbar">{toolbarEnd}</div> : null}
          <ErrorBoundary message="No se pudo mostrar el mapa de asientos.">
            {model ? (
              <SeatMap
                model={model}
                version={state.version}
                category={category}
                pending={state.pending}
                onToggle={state.toggle}
                onZonesShown={state.showZones}
                zoomTarget={zoomTarget}
                onGeneral={openGeneral}
              />
            ) : state.failure ? (
              <Message
                severity="error"
                className="w-full"
                text={messageOf(state.failure, 'No se pudo cargar el mapa.')}
              />
            ) : (
              // The map's own box, so nothing below moves when the map arrives.
              <div className="seat-map-viewport seat-map-loading" aria-busy="true">
                <Spinner label="Cargando el mapa de asientos" />
              </div>
            )}
          </ErrorBoundary>
          {/* Below the map: its zones arrive with the data and may take more lines than the
              placeholder, so above the map they would push it down (layout shift). */}
          <SeatLegend zones={model?.zones ?? props.zones ?? null} access={model?.hasAccess} />
        </div>
      </section>
      <aside className={`col-12 ${breakpoint}:col-4`}>
        {model ? (
          <SelectionPanel
            model={model}
            seats={state.mine}
            pending={state.pending}
            rate={rate}
            onRemove={(seat) => void state.release(seat)}
            onClear={() => void state.releaseAll()}
            onContinue={onContinue}
          />
        ) : null}
      </aside>
      {model && general !== null ? (
        <GeneralAdmissionDialog
          model={model}
          zone={general}
          limit={props.zones?.find((z) => z.id === model.zones[general].id)?.maxSeatsWeb ?? null}
          onHide={closeGeneral}
          onPick={pickGeneral}
        />
      ) : null}
    </div>
  );
}
