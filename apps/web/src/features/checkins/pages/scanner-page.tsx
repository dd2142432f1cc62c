import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatInteger, formatTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { readItem, readJson, writeItem } from '../../../lib/storage';
import type { CheckinDirection, DoorEvent } from '@tickera/shared/schemas/checkins';
import { doorEventsQuery } from '../api/checkins-api';
import { DirectionSwitch } from '../components/direction-switch';
import { DoorSetup, eventLabel } from '../components/door-setup';
import { QrCamera } from '../components/qr-camera';
import { RecentScans } from '../components/recent-scans';
import { SeatCheckin } from '../components/seat-checkin';
import { VerdictPanel } from '../components/verdict-panel';
import { useDoor } from '../door/use-door';
import { useDoorApp } from '../door/door-app';
import '../checkins.css';

export const DOOR_EVENT_KEY = 'door.eventId';
const DOOR_GATE_KEY = 'door.gate';
const DOOR_DIRECTION_KEY = 'door.direction';
/** The event this door admits, as the list gave it: a scanner opened with no network uses it. */
const DOOR_EVENT_COPY_KEY = 'door.event';

function isEditable(el: Element | null): boolean {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  );
}

/**
 * A USB or Bluetooth scanner types where the focus is. After a tap on the camera, a seat or
 * any other control of the door, the focus is on that control (or nowhere): the scanner's
 * first key takes it back to the code field, so its code and Enter land there. The space
 * bar is left to the buttons (codes have no spaces); fields keep their own typing.
 */
function useWedgeFocus(
  root: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  active: boolean,
) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = document.activeElement;
      if (isEditable(el)) return;
      if (el && el !== document.body && !root.current?.contains(el)) return;
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [active, input, root]);
}

/** /dashboard/chekinera/scanner: the door. Camera, USB/Bluetooth scanner or typed code. */
export function ScannerPage() {
  useDoorApp();
  const query = useQuery(doorEventsQuery());
  // Opened with no network (the list cannot come, or waits for the network): the event this
  // door chose last time, kept on the phone, so the scanner decides from its offline copy.
  const saved = readJson<DoorEvent>(DOOR_EVENT_COPY_KEY);
  const unreachable = query.isError || (query.isPending && query.fetchStatus === 'paused');
  const events =
    !query.data && unreachable && saved
      ? { isPending: false as const, isError: false as const, error: null, data: [saved] }
      : query;
  const [door, setDoor] = useState(() => ({
    eventId: readItem(DOOR_EVENT_KEY) ?? '',
    gate: readItem(DOOR_GATE_KEY) ?? '',
  }));
  const [editing, setEditing] = useState(false);
  const event = events.data?.find((e) => e.id === door.eventId) ?? null;
  useEffect(() => {
    if (query.data && event) writeItem(DOOR_EVENT_COPY_KEY, JSON.stringify(event));
  }, [query.data, event]);
  const ready = Boolean(event && door.gate) && !editing;
  const [direction, setDirection] = useState<CheckinDirection>(() =>
    readItem(DOOR_DIRECTION_KEY) === 'EXIT' ? 'EXIT' : 'ENTRY',
  );
  const chooseDirection = (next: CheckinDirection) => {
    writeItem(DOOR_DIRECTION_KEY, next);
    setDirection(next);
  };
  const state = useDoor(ready ? event : null, door.gate, direction);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useWedgeFocus(root, input, ready);

  const scan = async (raw: string) => {
    setError('');
    try {
      await state.submit(raw);
    } catch (e) {
      setError(messageOf(e, 'No se pudo validar la entrada.'));
    }
  };

  const onTyped = (e: FormEvent) => {
    e.preventDefault();
    const value = code;
    setCode('');
    input.current?.focus();
    if (value.trim()) void scan(value);
  };

  if (events.isPending) return <ListSkeleton label="Cargando eventos" />;
  if (events.isError) {
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(events.error, 'No se pudieron cargar los eventos.')}
      />
    );
  }

  if (!ready || !event) {
    return (
      <div className="door">
        <h1 className="text-2xl font-semibold mt-0 mb-3">Chequinera</h1>
        <DoorSetup
          events={events.data}
          eventId={door.eventId}
          gate={door.gate}
          onStart={(eventId, gate) => {
            writeItem(DOOR_EVENT_KEY, eventId);
            const chosen = events.data.find((e) => e.id === eventId);
            if (chosen) writeItem(DOOR_EVENT_COPY_KEY, JSON.stringify(chosen));
            writeItem(DOOR_GATE_KEY, gate);
            setDoor({ eventId, gate });
            setEditing(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className="door" ref={root}>
      <header className="door-header">
        <div>
          <h1 className="door-title">{eventLabel(event)}</h1>
          <p className="m-0 text-color-secondary">
            {door.gate} ·{' '}
            <Link to={`/dashboard/chekinera?eventId=${event.id}`}>Listado Check-In</Link>
          </p>
        </div>
        <Button
          type="button"
          label="Cambiar"
          icon="pi pi-cog"
          severity="secondary"
          outlined
          size="small"
          onClick={() => setEditing(true)}
        />
      </header>

      <p className="door-status" role="status">
        <span className={state.online ? 'door-online' : 'door-offline'}>
          <i className={`pi ${state.online ? 'pi-wifi' : 'pi-ban'}`} aria-hidden="true" />
          {state.online ? 'En línea' : 'Sin conexión'}
        </span>
        <span
          data-testid="door-pending"
          className={state.pending > 0 ? 'door-pending-some' : undefined}
        >
          {state.pending === 0
            ? 'Nada por enviar'
            : `${formatInteger(state.pending)} ${state.pending === 1 ? 'escaneo' : 'escaneos'} por enviar`}
        </span>
        <span>
          {state.copy
            ? `Copia local: ${formatInteger(state.copy.count)} entradas (${formatTime(state.copy.generatedAt)})`
            : (state.copyRefused ?? 'Sin copia local')}
        </span>
      </p>

      <DirectionSwitch value={direction} onChange={chooseDirection} />
      <VerdictPanel verdict={state.verdict} direction={direction} />

      <form className="door-code" onSubmit={onTyped}>
        <label htmlFor="door-code" className="block font-medium mb-2">
          Código de la entrada
        </label>
        <div className="p-inputgroup">
          <InputText
            id="door-code"
            ref={input}
            value={code}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Escanee o escriba el código"
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" label="Validar" icon="pi pi-check" />
        </div>
        <small className="block mt-1 text-color-secondary">
          Un lector USB o Bluetooth escribe aquí el código y pulsa Intro por usted.
        </small>
      </form>
      {error ? (
        <Message severity="error" className="w-full justify-content-start" text={error} />
      ) : null}

      <QrCamera onCode={(text) => void scan(text)} />
      <RecentScans scans={state.recent} />
      <SeatCheckin eventId={event.id} online={state.online} onCheckIn={state.submitSeat} />
    </div>
  );
}
