import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Spinner } from '../../../components/spinner';
import { messageOf } from '../../../lib/http';
import { enterCoupon } from '../enter-coupon';

type View = { state: 'working' } | { state: 'failed'; message: string };

const NO_EVENT = 'Este cupón no está asociado a ningún evento, así que no podemos continuar.';

/** /promocion/:codigo: validates the coupon and opens its event's seat map. */
export function PromotionPage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ state: 'working' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per code: the entry releases seats and must not run twice.
    if (started.current === codigo) return;
    started.current = codigo;
    enterCoupon(codigo.trim(), queryClient)
      .then((outcome) => {
        if (outcome.kind === 'ready') {
          void navigate(`/eventos/reservation?event=${outcome.eventId}`, { replace: true });
        } else {
          setView({
            state: 'failed',
            message: outcome.kind === 'invalid' ? outcome.message : NO_EVENT,
          });
        }
      })
      .catch((error: unknown) => {
        setView({ state: 'failed', message: messageOf(error, 'No se pudo abrir la promoción.') });
      });
  }, [codigo, navigate, queryClient]);

  return (
    <section className="card promotion-card" aria-labelledby="promo-title">
      <h1 id="promo-title" className="text-2xl mt-0">
        <i className="pi pi-tag mr-2" aria-hidden="true" />
        Promoción {codigo.toUpperCase()}
      </h1>
      {view.state === 'working' ? (
        <div className="flex align-items-center gap-3" role="status">
          <Spinner label="Validando" size={2} />
          <span>Validando su cupón…</span>
        </div>
      ) : (
        <>
          <Message
            severity="warn"
            text={view.message}
            className="w-full justify-content-start mb-3"
          />
          <Link to="/eventos" className="p-button p-component">
            Ver eventos disponibles
          </Link>
        </>
      )}
    </section>
  );
}
