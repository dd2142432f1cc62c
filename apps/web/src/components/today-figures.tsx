import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { Indicators } from '@tickera/shared/schemas/reports';
import { formatAge, formatClock, formatInteger, formatMoney } from '../lib/format';
import { messageOf } from '../lib/http';
import './today-figures.css';

interface FigureProps {
  id: string;
  label: string;
  icon: string;
  value: string;
  /** What is in the figure (or the same money in bolívares). */
  note: ReactNode;
}

/** One figure: what it counts, the number, and a line that says what is in it. */
function Figure({ id, label, icon, value, note }: FigureProps) {
  return (
    <div className="today-figure" role="group" aria-labelledby={`figure-${id}`}>
      <span id={`figure-${id}`} className="today-figure-label">
        <i className={icon} aria-hidden="true" /> {label}
      </span>
      <strong className="today-figure-value">{value}</strong>
      <span className="today-figure-note inline-links">{note}</span>
    </div>
  );
}

/** "Actualizado a las 3:45:10 p. m.", and a note when the last refresh failed. */
export function UpdatedAt({ query }: { query: UseQueryResult<Indicators> }) {
  if (!query.data) return null;
  return (
    <p className="today-updated">
      <i className="pi pi-sync" aria-hidden="true" />
      <span>
        Actualizado a las {formatClock(query.dataUpdatedAt)}
        {query.isRefetchError ? ' · no se pudo actualizar, se reintentará' : ''}
      </span>
    </p>
  );
}

/**
 * Today's figures (Caracas) as cards: orders, seats sold, gross in both currencies, orders
 * waiting for approval (and for how long the oldest has waited), entries at the door. The
 * query refreshes itself; the cards follow without a reload.
 */
export function TodayFigures({ query }: { query: UseQueryResult<Indicators> }) {
  if (query.isError && !query.data)
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(query.error, 'No se pudieron cargar los indicadores de hoy.')}
      />
    );
  const d = query.data;
  if (!d)
    return (
      <div role="status" aria-label="Cargando los indicadores" className="today-figures">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="7rem" borderRadius="12px" />
        ))}
      </div>
    );
  const figures: FigureProps[] = [
    {
      id: 'orders',
      label: 'Órdenes',
      icon: 'pi pi-shopping-cart',
      value: formatInteger(d.orders),
      note: 'realizadas hoy, sin las anuladas',
    },
    {
      id: 'seats',
      label: 'Asientos vendidos',
      icon: 'pi pi-ticket',
      value: formatInteger(d.seatsSold),
      note: 'en órdenes pagadas (sin cortesías)',
    },
    {
      id: 'gross',
      label: 'Bruto',
      icon: 'pi pi-wallet',
      value: formatMoney(d.gross),
      note: formatMoney(d.grossVes, 'VES'),
    },
    {
      id: 'pending',
      label: 'Aprobaciones pendientes',
      icon: 'pi pi-clock',
      value: formatInteger(d.pendingApprovals),
      note: d.oldestPendingAt ? (
        <>
          La más antigua espera desde {formatAge(d.oldestPendingAt, query.dataUpdatedAt)}.{' '}
          <Link to="/dashboard/reservation">Ver pendientes</Link>
        </>
      ) : (
        'Ninguna orden espera su aprobación'
      ),
    },
    {
      id: 'checkins',
      label: 'Entradas registradas',
      icon: 'pi pi-sign-in',
      value: formatInteger(d.checkIns),
      note: 'en la puerta, hoy',
    },
  ];
  return (
    <div className="today-figures">
      {figures.map((f) => (
        <Figure key={f.id} {...f} />
      ))}
    </div>
  );
}
