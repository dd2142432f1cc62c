import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can, menuForRole } from '@tickera/shared/permissions';
import { ROLE_LABELS, normalizeRole } from '@tickera/shared/roles';
import { CardSection } from '../../../components/card-section';
import { TodayFigures, UpdatedAt } from '../../../components/today-figures';
import { todayIndicatorsQuery } from '../../reports/api/indicators-api';
import { menuItemPath, menuLeaves } from '../../../lib/menu';
import { useAuth } from '../../../lib/session';
import { CustomerHome } from '../components/customer-home';
import '../home.css';

/** Today's figures for those who may read them (admin, supervisor), refreshing themselves. */
function TodayPanel() {
  const today = useQuery(todayIndicatorsQuery());
  return (
    <CardSection id="home-today" title="Hoy">
      <TodayFigures query={today} />
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
        <UpdatedAt query={today} />
        <Link to="/dashboard/indicators">
          Ver los indicadores por evento <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </CardSection>
  );
}

/**
 * /dashboard/home and /dashboard/welcome: who is signed in and where they may go; a
 * customer also sees their next events and orders waiting, and those who read the
 * indicators see today's figures.
 */
export function HomePage({ title }: { title: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const role = normalizeRole(user.role);
  const links = menuLeaves(menuForRole(user.role)).filter((item) => item.section);

  return (
    <div className="home">
      <div className="card home-greeting m-0">
        <p className="text-sm text-color-secondary mt-0 mb-1">{title}</p>
        <h1 className="text-3xl font-semibold m-0">
          ¡Hola, {user.name} {user.lastName}!
        </h1>
        <p className="mt-2 mb-0">
          Rol: <strong>{role ? ROLE_LABELS[role] : user.role}</strong>
        </p>
      </div>
      {role === 'customer' ? <CustomerHome userId={user.id} /> : null}
      {can(user.role, 'indicators.read') ? <TodayPanel /> : null}
      <CardSection id="home-sections" title="Sus secciones">
        <ul className="home-links list-none p-0 m-0 grid">
          {links.map((item) => (
            <li key={menuItemPath(item)} className="col-12 md:col-6 xl:col-4">
              <Link to={menuItemPath(item)} className="home-link">
                <i className={item.icon} aria-hidden="true" />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        {links.length === 0 ? <p className="m-0">Explore los eventos disponibles.</p> : null}
      </CardSection>
    </div>
  );
}
