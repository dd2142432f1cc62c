import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfettiBackground } from './confetti-background';
import { PublicFooter } from './public-footer';
import { PublicSideMenu } from './public-side-menu';
import { PublicTopbar } from './public-topbar';
import { PageSuspense } from '../../lazy-page';

/** The public area (menu mode overlay): confetti, top bar, side menu, footer. */
export function PublicLayout() {
  const location = useLocation();
  // The side menu is open for one location only: any navigation closes it (spec §2).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;

  return (
    <div className="public-layout">
      <ConfettiBackground />
      <PublicTopbar onOpenMenu={() => setOpenAt(location.key)} />
      <PublicSideMenu visible={menuOpen} onHide={() => setOpenAt(null)} />
      <main className="public-main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <PublicFooter />
    </div>
  );
}
