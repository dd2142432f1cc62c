import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { WAITLIST_MAX_SEATS } from '@tickera/shared/schemas/tickets';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { isSignedIn, useAuth } from '../../../lib/session';
import { joinWaitlist, myWaitlistQuery } from '../../tickets/api/after-sale-api';

interface WaitlistCardProps {
  eventId: string;
  /** The whole event is sold out (any zone may be asked for). */
  soldOut: boolean;
  zones: { id: string; name: string; available: number }[];
}

/**
 * "Lista de espera": on a sold-out event or zone, a signed-in customer asks for 1–10 seats
 * and gets a place; when seats come free they are held in their name for a while.
 */
export function WaitlistCard({ eventId, soldOut, zones }: WaitlistCardProps) {
  const { user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = isSignedIn(user);
  const state = useQuery(myWaitlistQuery(eventId, signedIn ? user.id : undefined));
  const fullZones = zones.filter((z) => z.available === 0);
  const options = [
    ...(soldOut ? [{ label: 'Cualquier zona', value: '' }] : []),
    ...fullZones.map((z) => ({ label: z.name, value: z.id })),
  ];
  const [zoneId, setZoneId] = useState(options[0]?.value ?? '');
  const [quantity, setQuantity] = useState(1);
  const join = useMutation({
    mutationFn: () => joinWaitlist(eventId, { quantity, zoneId: zoneId || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waitlist', eventId] }),
  });
  // With seats on sale again the form is gone, but a place in line or an offer still shows:
  // the offer's seats are usually the ones that made the event buyable again.
  const inLine = state.data?.state === 'WAITING' || state.data?.state === 'OFFERED';
  if (options.length === 0 && !inLine) return null;

  return (
    <section className="card waitlist-card" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="text-xl mt-0">
        Lista de espera
      </h2>
      {!signedIn ? (
        <p className="m-0">
          ¿No encontró asientos?{' '}
          <Link to="/sign-in" state={{ from: location.pathname }}>
            Inicie sesión
          </Link>{' '}
          para anotarse: si se liberan asientos, se los apartamos a su nombre.
        </p>
      ) : state.data?.state === 'WAITING' ? (
        <Message
          severity="info"
          className="w-full justify-content-start"
          text={`Está en la lista de espera: puesto ${state.data.position}. Le escribiremos si se liberan asientos.`}
        />
      ) : state.data?.state === 'OFFERED' ? (
        <>
          <Message
            severity="success"
            className="w-full justify-content-start"
            text={`Se liberaron asientos: le apartamos ${state.data.seats ?? ''} a su nombre hasta el ${formatDateTime(state.data.offerExpiresAt!).replace(/\.$/, '')}.`}
          />
          <Link
            to={`/eventos/checkout?event=${eventId}`}
            className="p-button p-component w-full justify-content-center mt-3"
          >
            Comprar ahora
          </Link>
        </>
      ) : (
        <>
          {state.data?.state === 'EXPIRED' ? (
            <p className="mt-0">Su oferta anterior venció. Puede anotarse de nuevo.</p>
          ) : (
            <p className="mt-0">
              Anótese y, si se liberan asientos, se los apartamos a su nombre por un tiempo.
            </p>
          )}
          <div className="field">
            <label htmlFor="waitlist-zone" className="block font-medium mb-2">
              Zona
            </label>
            <Dropdown
              inputId="waitlist-zone"
              className="w-full"
              options={options}
              value={zoneId}
              onChange={(e) => setZoneId(e.value as string)}
            />
          </div>
          <div className="field">
            <label htmlFor="waitlist-quantity" className="block font-medium mb-2">
              Asientos
            </label>
            <InputNumber
              inputId="waitlist-quantity"
              className="w-full"
              value={quantity}
              min={1}
              max={WAITLIST_MAX_SEATS}
              showButtons
              onValueChange={(e) => setQuantity(e.value ?? 1)}
            />
          </div>
          {join.isError ? (
            <Message
              severity="error"
              className="w-full justify-content-start mb-3"
              text={messageOf(join.error, 'No se pudo anotar en la lista de espera.')}
            />
          ) : null}
          <Button
            type="button"
            label="Anotarme en la lista de espera"
            icon="pi pi-list"
            className="w-full"
            loading={join.isPending}
            onClick={() => join.mutate()}
          />
        </>
      )}
    </section>
  );
}
