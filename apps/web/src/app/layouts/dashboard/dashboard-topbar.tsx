import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { ROLE_LABELS, normalizeRole } from '@tickera/shared/roles';
import { Logo } from '../../../components/logo';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useAuth } from '../../../lib/session';
import { SIDEBAR_ID } from './dashboard-sidebar';

interface DashboardTopbarProps {
  menuVisible: boolean;
  onToggleMenu: () => void;
}

export function DashboardTopbar({ menuVisible, onToggleMenu }: DashboardTopbarProps) {
  const { user } = useAuth();
  const logout = useLogout();
  const role = normalizeRole(user?.role);

  return (
    <header className="layout-topbar">
      <Link to="/dashboard/home" className="layout-topbar-logo">
        <Logo height={32} />
      </Link>
      <button
        type="button"
        className="topbar-icon-button"
        aria-label="Mostrar u ocultar el menú"
        aria-expanded={menuVisible}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleMenu}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <div className="layout-topbar-actions">
        {user ? (
          <span className="layout-topbar-user">
            <span className="font-semibold">{user.name}</span>
            {role ? <span className="text-color-secondary"> · {ROLE_LABELS[role]}</span> : null}
          </span>
        ) : null}
        <Link
          to="/dashboard/settings"
          className="topbar-icon-button"
          aria-label="Configuración"
          title="Configuración"
        >
          <i className="pi pi-cog" aria-hidden="true" />
        </Link>
        <Link to="/dashboard/profile" className="topbar-text-link">
          <i className="pi pi-user" aria-hidden="true" />
          <span>Perfil</span>
        </Link>
        <Button
          label="Salir"
          icon="pi pi-sign-out"
          text
          severity="secondary"
          onClick={() => void logout()}
        />
      </div>
    </header>
  );
}
