import { Link } from 'react-router';
import { menuForRole } from '@tickera/shared/permissions';
import { ROLE_LABELS, normalizeRole } from '@tickera/shared/roles';
import { menuItemPath, menuLeaves } from '../../../lib/menu';
import { useAuth } from '../../../lib/session';

/** /dashboard/home and /dashboard/welcome: who is signed in and where they may go. */
export function HomePage({ title }: { title: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const role = normalizeRole(user.role);
  const links = menuLeaves(menuForRole(user.role)).filter((item) => item.section);

  return (
    <div className="grid">
      <section className="col-12">
        <div className="card home-greeting">
          <p className="text-sm text-color-secondary mt-0 mb-1">{title}</p>
          <h1 className="text-3xl font-semibold m-0">
            ¡Hola, {user.name} {user.lastName}!
          </h1>
          <p className="mt-2 mb-0">
            Rol: <strong>{role ? ROLE_LABELS[role] : user.role}</strong>
          </p>
        </div>
      </section>
      <section className="col-12" aria-labelledby="home-sections-title">
        <div className="card">
          <h2 id="home-sections-title" className="text-xl mt-0">
            Sus secciones
          </h2>
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
        </div>
      </section>
    </div>
  );
}
