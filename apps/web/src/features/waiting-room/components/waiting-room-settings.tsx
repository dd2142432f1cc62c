import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { ApiError } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { waitingRoomInputSchema } from '@tickera/shared/schemas/waiting-room';
import { saveWaitingRoom, waitingRoomQuery } from '../api/waiting-room-api';
import { etaText } from './waiting-room-panel';
import '../waiting-room.css';

const CARACAS_OFFSET = '-04:00';
/** ISO → "yyyy-MM-ddTHH:mm" in Caracas (UTC−4 all year), what a datetime-local input holds. */
function toCaracasInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) - 4 * 3_600_000).toISOString().slice(0, 16);
}

const STATE_LABEL = {
  OFF: 'Inactiva',
  PREQUEUE: 'Precola (antes de abrir)',
  OPEN: 'Abierta: admitiendo',
  PAUSED: 'En pausa',
} as const;

/**
 * Area de Eventos → the event's waiting room: on/off, opening, pre-queue, rate, pass and
 * pause (PUT, audited), and its "Indicadores": waiting, admitted, rate, ETA of the last.
 */
export function WaitingRoomSettings({ eventId }: { eventId: string }) {
  const toast = useToast();
  const client = useQueryClient();
  const room = useQuery({ ...waitingRoomQuery(eventId), refetchInterval: 5_000 });
  const [form, setForm] = useState({
    enabled: false,
    opensAt: '',
    preQueueMinutes: 30,
    admitPerMinute: 100,
    passMinutes: 15,
    paused: false,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const loaded = room.data;
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    if (!loaded || seeded) return;
    setForm({
      enabled: loaded.enabled,
      opensAt: toCaracasInput(loaded.opensAt),
      preQueueMinutes: loaded.preQueueMinutes,
      admitPerMinute: loaded.admitPerMinute,
      passMinutes: loaded.passMinutes,
      paused: loaded.paused,
    });
    setSeeded(true);
  }, [loaded, seeded]);

  const body = () => ({
    ...form,
    opensAt: form.opensAt ? `${form.opensAt}:00${CARACAS_OFFSET}` : null,
  });
  const save = useMutation({
    mutationFn: () => saveWaitingRoom(eventId, body()),
    onSuccess: async () => {
      setFields({});
      toast.show('success', 'Sala de espera guardada', 'Los cambios se aplican en segundos.');
      await client.invalidateQueries({ queryKey: waitingRoomQuery(eventId).queryKey });
    },
    onError: (error) => {
      const f =
        (error instanceof ApiError &&
          (error.details as { fields?: Record<string, string> })?.fields) ||
        {};
      setFields(f);
      toast.show('error', 'No se pudo guardar', error.message);
    },
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const number = (
    key: 'preQueueMinutes' | 'admitPerMinute' | 'passMinutes',
    label: string,
    hint: string,
  ) => (
    <div className="field col-12 md:col-4">
      <label htmlFor={`wr-${key}`}>{label}</label>
      <InputNumber
        inputId={`wr-${key}`}
        value={form[key]}
        onValueChange={(e) => set(key, e.value ?? 0)}
        min={0}
        useGrouping={false}
        className="w-full"
        invalid={!!fields[key]}
        aria-describedby={`wr-${key}-hint`}
      />
      <small id={`wr-${key}-hint`} className={fields[key] ? 'p-error' : undefined}>
        {fields[key] ?? hint}
      </small>
    </div>
  );

  return (
    <section className="card" aria-labelledby="wr-title">
      <h2 id="wr-title" className="text-xl font-semibold mt-0">
        Sala de espera
      </h2>
      <p className="mt-0 text-color-secondary">
        Para ventas grandes: quienes llegan antes de la apertura reciben un lugar sorteado al abrir;
        luego, por orden de llegada. Se admite a un ritmo fijo; cada admitido tiene un pase de
        tiempo limitado para reservar.
      </p>
      {loaded ? (
        <div className="grid mb-3" aria-label="Indicadores de la sala de espera" role="group">
          {[
            ['Estado', STATE_LABEL[loaded.state]],
            ['En espera', formatInteger(loaded.waiting)],
            ['Admitidos', formatInteger(loaded.admitted)],
            [
              'Admitidos por minuto',
              loaded.state === 'OPEN' ? formatInteger(loaded.admitPerMinute) : '0',
            ],
            ['Último en la fila entra en', etaText(loaded.etaLastSeconds)],
          ].map(([label, value]) => (
            <div key={label} className="col-6 md:col">
              <div className="surface-100 border-round p-2 h-full">
                <div className="text-sm text-color-secondary">{label}</div>
                <div className="font-bold">{value}</div>
              </div>
            </div>
          ))}
        </div>
      ) : null}
      <form
        className="grid formgrid p-fluid"
        onSubmit={(e) => {
          e.preventDefault();
          // The server's own rules first (the shared schema): a missing field is said here.
          const checked = waitingRoomInputSchema.safeParse(body());
          if (!checked.success) {
            setFields(
              Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
            );
            return;
          }
          save.mutate();
        }}
      >
        <div className="field col-12 md:col-4 flex align-items-center gap-2">
          <InputSwitch
            inputId="wr-enabled"
            checked={form.enabled}
            onChange={(e) => set('enabled', !!e.value)}
          />
          <label htmlFor="wr-enabled" className="m-0">
            Sala de espera activa
          </label>
        </div>
        <div className="field col-12 md:col-4 flex align-items-center gap-2">
          <InputSwitch
            inputId="wr-paused"
            checked={form.paused}
            onChange={(e) => set('paused', !!e.value)}
          />
          <label htmlFor="wr-paused" className="m-0">
            Pausar admisiones
          </label>
        </div>
        <div className="field col-12 md:col-4">
          <label htmlFor="wr-opensAt">Apertura de la venta (hora de Caracas)</label>
          <input
            id="wr-opensAt"
            type="datetime-local"
            className={`p-inputtext w-full${fields.opensAt ? ' p-invalid' : ''}`}
            value={form.opensAt}
            onChange={(e) => set('opensAt', e.target.value)}
            aria-describedby="wr-opensAt-hint"
          />
          <small id="wr-opensAt-hint" className={fields.opensAt ? 'p-error' : undefined}>
            {fields.opensAt ??
              'A esta hora se sortea la precola y empiezan las admisiones. Pospuesta antes de que entre alguien, la precola se sortea de nuevo a la nueva hora'}
          </small>
        </div>
        {number(
          'preQueueMinutes',
          'Minutos de precola',
          'Cuánto antes de la apertura se puede entrar a la fila',
        )}
        {number('admitPerMinute', 'Admisiones por minuto', 'Puede cambiarlo durante la venta')}
        {number('passMinutes', 'Minutos del pase', 'Tiempo para reservar desde la admisión')}
        <div className="col-12">
          {room.isError ? <Message severity="error" text={room.error.message} /> : null}
          <Button
            type="submit"
            label="Guardar sala de espera"
            icon="pi pi-save"
            loading={save.isPending}
            className="w-auto"
          />
        </div>
      </form>
    </section>
  );
}
