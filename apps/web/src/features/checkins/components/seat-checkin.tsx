import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { accessPhrase } from '@tickera/shared/place-names';
import { SeatAccessNote } from '../../../components/seat-access';
import { SearchBox } from '../../../components/search-box';
import { formatTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { checkinsQuery } from '../api/checkins-api';

const RESULTS = 6;

/**
 * A holder without the QR (lost phone, no battery): found by name, cédula or seat and let
 * in by seat. Needs the network.
 */
export function SeatCheckin({
  eventId,
  online,
  onCheckIn,
}: {
  eventId: string;
  online: boolean;
  onCheckIn: (seatId: string) => Promise<unknown>;
}) {
  const [q, setQ] = useState('');
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const found = useQuery({
    ...checkinsQuery({ eventId, q, status: '', page: 1 }, RESULTS),
    enabled: online && q.length >= 2,
    refetchInterval: false,
  });

  const letIn = async (seatId: string) => {
    setBusy(seatId);
    setError('');
    try {
      await onCheckIn(seatId);
      await found.refetch();
    } catch (e) {
      setError(messageOf(e, 'No se pudo registrar el ingreso.'));
    } finally {
      setBusy('');
    }
  };

  return (
    <details className="door-seat card">
      <summary>Sin código: buscar por nombre, cédula o asiento</summary>
      {online ? (
        <>
          <SearchBox
            id="door-seat-search"
            label="Titular o asiento"
            placeholder="Nombre, cédula, correo o asiento"
            value={q}
            onSearch={setQ}
            className="mt-3"
          />
          {error ? (
            <p className="p-error" role="alert">
              {error}
            </p>
          ) : null}
          {found.data ? (
            found.data.items.length === 0 ? (
              <p className="text-color-secondary">Ninguna entrada coincide.</p>
            ) : (
              <ul className="door-seat-results" aria-label="Entradas encontradas">
                {found.data.items.map((r) => (
                  <li key={r.ticketId}>
                    <span>
                      <strong>
                        {r.zoneName} · {r.seatName}
                        <SeatAccessNote access={r.seatAccess} symbol before=" · " />
                      </strong>
                      <span>
                        {r.holderName}
                        {r.identification ? ` · ${r.identification}` : ''}
                      </span>
                    </span>
                    {r.checkedInAt ? (
                      <span className="door-seat-in">Ingresó {formatTime(r.checkedInAt)}</span>
                    ) : (
                      <Button
                        type="button"
                        label="Registrar ingreso"
                        size="small"
                        aria-label={`Registrar ingreso de ${r.holderName}, ${r.zoneName} ${r.seatName}${
                          r.seatAccess ? `, ${accessPhrase(r.seatAccess)}` : ''
                        }`}
                        loading={busy === r.seatId}
                        onClick={() => void letIn(r.seatId)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      ) : (
        <p className="text-color-secondary">La búsqueda por asiento necesita conexión.</p>
      )}
    </details>
  );
}
