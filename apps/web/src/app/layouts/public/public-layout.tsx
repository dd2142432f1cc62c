import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfettiBackground } from './confetti-background';
import { PublicFooter } from './public-footer';
import { PublicTopbar } from './public-topbar';
import { lazyPage, PageSuspense } from '../../lazy-page';

// The side menu (and PrimeReact's Sidebar with it) comes with its own code the first time it
// opens: the catalogue's first paint does not need it (issue 28, docs/decisions/046).
const PublicSideMenu = lazyPage(() => import('./public-side-menu'), 'PublicSideMenu');

/** The public area (menu mode overlay): confetti, top bar, side menu, footer. */
export function PublicLayout() {
  const location = useLocation();
  // The side menu is open for one location only: any navigation closes it (spec §2).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  // Once opened it stays mounted, so that closing it animates.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <div className="public-layout">
      <ConfettiBackground />
      <PublicTopbar
        onOpenMenu={() => {
          setMenuUsed(true);
          setOpenAt(location.key);
        }}
      />
      {menuUsed ? (
        <Suspense fallback={null}>
          <PublicSideMenu visible={menuOpen} onHide={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
      <main className="public-main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <PublicFooter />
    </div>
  );
}
