import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { normalizeRole } from '@tickera/shared/roles';
import type { User } from '@tickera/shared/schemas/auth';
import { Logo } from '../../../components/logo';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { BookingCountdown } from '../../../features/holds/components/booking-countdown';
import { useBookingCountdown } from '../../../features/holds/hooks/use-booking-countdown';
import { useQueuePass } from '../../../features/waiting-room/api/waiting-room-api';
import { PassCountdown } from '../../../features/waiting-room/components/pass-countdown';
import { useBookingExpiry } from '../../../features/holds/hooks/use-booking-expiry';
import { useExpiryWarnings } from '../../../components/live-announcer';
import { useIsTimerRoute } from '../../../lib/route-flags';
import { isSignedIn, useAuth } from '../../../lib/session';

interface Entry {
  label: string;
  to: string;
}

/** Spec §2 "Public top bar": the entries depend on who is signed in. */
function entriesFor(user: User | null): Entry[] {
  if (!isSignedIn(user)) {
    return [
      { label: 'Inicio', to: '/eventos' },
      { label: 'Eventos', to: '/eventos' },
      { label: 'Contactanos', to: '/eventos' },
      { label: 'Registrarse', to: '/sign-up' },
    ];
  }
  const role = normalizeRole(user.role);
  const first = role === 'customer' ? 'Mis Entradas' : 'Dashboard';
  return [
    { label: first, to: '/dashboard/home' },
    { label: 'Eventos', to: '/eventos' },
  ];
}

export function PublicTopbar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  const signedIn = isSignedIn(user);
  // Spec §2/§4: on routes with `is_timer`, a running booking's countdown replaces the menu.
  const timerRoute = useIsTimerRoute();
  const countdown = useBookingCountdown();
  const expired = useBookingExpiry(countdown, timerRoute);
  useExpiryWarnings(countdown.booking ? countdown.secondsLeft : null);
  const showTimer = timerRoute && (countdown.booking !== null || expired);
  // The waiting room's pass, beside the hold timer (or alone before the first hold).
  const pass = useQueuePass();

  return (
    <header className="public-topbar">
      <button
        type="button"
        className="topbar-icon-button"
        aria-label="Abrir menú lateral"
        onClick={onOpenMenu}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <Link to="/eventos" className="public-topbar-logo">
        <Logo height={34} />
      </Link>
      {showTimer ? (
        <BookingCountdown
          secondsLeft={countdown.secondsLeft}
          expired={expired}
          aside={pass ? <PassCountdown /> : null}
        />
      ) : timerRoute && pass ? (
        <div className="booking-countdown">
          <PassCountdown />
        </div>
      ) : (
        <nav aria-label="Navegación pública" className="public-topbar-nav">
          <ul>
            {entriesFor(user).map((entry) => (
              <li key={entry.label}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
            {signedIn ? (
              <li>
                <Link to="/dashboard/profile">Perfil</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      )}
      <div className="public-topbar-actions">
        {signedIn ? (
          <Button
            label="Salir"
            icon="pi pi-sign-out"
            severity="secondary"
            outlined
            onClick={() => void logout()}
          />
        ) : (
          <Button label="Entrar" icon="pi pi-sign-in" onClick={() => void navigate('/sign-in')} />
        )}
      </div>
    </header>
  );
}
