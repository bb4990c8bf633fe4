import { useEffect, useId, useState } from 'react';
import { brand, usePageLive } from 'web-kit';
import { useStore } from 'zustand';
import { focusPageHeadingAfterNavigation } from '../../../lib/focus/focus-after-navigation';
import { usePathname } from '../../../lib/router/hooks';
import { Link } from '../../../lib/router/link';
import { surfaceStore } from '../../../lib/surfaces/surface-store';
import { AccountControl } from './account-control';
import { MoreMenu } from './more-menu';
import { NavItem } from './nav-item';

export function NavBar() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const pathname = usePathname();
  // The remotes' own entries, from their routes.json.
  const primaryNav = useStore(surfaceStore, (state) => state.site.primaryNav);
  // Painted by the server before any script runs: the Menu button is disabled until then.
  const live = usePageLive();

  // A phone's menu closes once the visitor has picked a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="nav">
      <div className="nav__inner">
        <Link to="/" className="nav__brand" onNavigate={focusPageHeadingAfterNavigation}>
          <span aria-hidden="true" className="nav__logo">
            ✦
          </span>
          {brand.siteName}
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          disabled={!live}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <nav aria-label="Main" className={open ? 'nav__main nav__main--open' : 'nav__main'} id={listId}>
          <ul className="nav__list">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavItem link={link} />
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
          <AccountControl />
        </nav>
      </div>
    </header>
  );
}
