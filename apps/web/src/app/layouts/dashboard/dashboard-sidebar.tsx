import { MENU_HEADING, menuForRole } from '@tickera/shared/permissions';
import { useAuth } from '../../../lib/session';
import { MenuEntry } from './menu-entry';

export const SIDEBAR_ID = 'layout-sidebar';

/** Spec §2 sidebar: the role's entries under 'APP TICKERA'. */
export function DashboardSidebar() {
  const { user } = useAuth();
  const items = menuForRole(user?.isAnonymous ? 'anonymous' : user?.role);
  return (
    <nav
      id={SIDEBAR_ID}
      className="layout-sidebar"
      aria-label="Menú principal"
      data-testid="sidebar"
    >
      <h2 className="layout-menu-heading">{MENU_HEADING}</h2>
      <ul className="layout-menu">
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} />
        ))}
      </ul>
    </nav>
  );
}
