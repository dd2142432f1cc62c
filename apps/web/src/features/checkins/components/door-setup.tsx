import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { DoorEvent } from '@tickera/shared/schemas/checkins';
import { FormField, fieldAria } from '../../../components/form-field';
import { formatDate, formatTime } from '../../../lib/format';

export const eventLabel = (e: DoorEvent) =>
  `${e.name} · ${formatDate(e.startAt)} ${formatTime(e.startAt)}`;

/** Chosen once per device: the event this door admits and the gate's name. */
export function DoorSetup({
  events,
  eventId,
  gate,
  onStart,
}: {
  events: DoorEvent[];
  eventId: string;
  gate: string;
  onStart: (eventId: string, gate: string) => void;
}) {
  const [event, setEvent] = useState(eventId);
  const [name, setName] = useState(gate);
  const [errors, setErrors] = useState<{ event?: string; gate?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      event: event ? undefined : 'Elija el evento',
      gate: name.trim() ? undefined : 'Escriba el nombre de la puerta',
    };
    setErrors(next);
    if (!next.event && !next.gate) onStart(event, name.trim());
  };

  return (
    <form className="card door-setup" onSubmit={submit} noValidate>
      <h2 className="mt-0">Puerta</h2>
      <FormField id="door-event" label="Evento" error={errors.event}>
        <Dropdown
          inputId="door-event"
          className="w-full"
          value={event || null}
          options={events.map((e) => ({ value: e.id, label: eventLabel(e) }))}
          placeholder="Elija el evento"
          emptyMessage="No hay eventos hoy ni próximos"
          onChange={(e) => setEvent((e.value as string | null) ?? '')}
          {...fieldAria('door-event', errors.event)}
        />
      </FormField>
      <FormField
        id="door-gate"
        label="Nombre de la puerta"
        error={errors.gate}
        hint="Se guarda con cada ingreso (por ejemplo: Puerta Norte)."
      >
        <InputText
          id="door-gate"
          className="w-full"
          value={name}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          {...fieldAria('door-gate', errors.gate)}
        />
      </FormField>
      <Button type="submit" label="Comenzar a escanear" icon="pi pi-play" className="w-full" />
    </form>
  );
}
