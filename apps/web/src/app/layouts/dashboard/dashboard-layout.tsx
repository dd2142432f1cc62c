import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { classNames } from 'primereact/utils';
import { useLayoutConfig } from '../../../lib/layout-config';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { DashboardSidebar } from './dashboard-sidebar';
import { DashboardTopbar } from './dashboard-topbar';

/**
 * Sakai-like dashboard frame. Static mode keeps the menu beside the content (the button
 * hides it); overlay mode and mobile (≤ 991 px) slide it over the page, and any
 * navigation closes it (spec §2).
 */
export function DashboardLayout() {
  const { menuMode } = useLayoutConfig();
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const [staticHidden, setStaticHidden] = useState(false);
  // Open for one location only: navigating elsewhere closes the overlay menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const overlayOpen = openAt === location.key;
  const isStatic = isDesktop && menuMode === 'static';
  const menuVisible = isStatic ? !staticHidden : overlayOpen;

  const toggleMenu = () => {
    if (isStatic) setStaticHidden((hidden) => !hidden);
    else setOpenAt(overlayOpen ? null : location.key);
  };

  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen]);

  const className = classNames('layout-wrapper', {
    'layout-static': isStatic,
    'layout-overlay': !isStatic,
    'layout-menu-visible': menuVisible,
  });

  return (
    <div className={className}>
      <DashboardTopbar menuVisible={menuVisible} onToggleMenu={toggleMenu} />
      <div className="layout-sidebar-container">
        <DashboardSidebar />
      </div>
      <div className="layout-main-container">
        <main className="layout-main">
          <Outlet />
        </main>
        <footer className="layout-footer">Tickera · APP TICKERA</footer>
      </div>
      {!isStatic && overlayOpen ? (
        <div className="layout-mask" aria-hidden="true" onClick={() => setOpenAt(null)} />
      ) : null}
    </div>
  );
}
