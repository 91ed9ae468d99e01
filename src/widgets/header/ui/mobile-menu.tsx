import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/shared/ui/button';
import type { MenuItem } from '../model/menus';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/** The menu of screens up to 1150 px. The sheet loads on first use, not with every page. */
export function MobileMenu({ main, profile }: { main: MenuItem[]; profile: MenuItem[] }) {
  const location = useLocation();
  // Open only for the location it was opened on, so it closes on route change (spec 002 §2.4).
  const [openAt, setOpenAt] = useState<string | undefined>();
  const open = openAt === location.key;

  return (
    <>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpenAt(location.key)}
      >
        <Trans>Menu</Trans>
      </Button>
      {openAt !== undefined && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={(next) => setOpenAt(next ? location.key : undefined)} main={main} profile={profile} />
        </Suspense>
      )}
    </>
  );
}
