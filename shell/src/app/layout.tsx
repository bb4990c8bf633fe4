import type { ReactNode } from 'react';
import { BannerNotices } from '../features/banners/components/banner-notices';
import { CavalcadeStatus } from '../features/cavalcade/components/cavalcade-status';
import { Footer } from '../features/layout/components/footer';
import { NavBar } from '../features/layout/components/nav-bar';
import { RemoteOverrideSlot } from '../features/remote-overrides/components/remote-override-slot';
import { ConsentSlot } from './consent-slot';
import '../features/layout/layout.css';

/** Every page's frame: the app composes the features in it (banners, navigation, Cavalcade, consent). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <RemoteOverrideSlot />
      <BannerNotices />
      <NavBar />
      <CavalcadeStatus />
      <main id="main-content" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* Last, so the notice arriving with the session moves nothing already on screen. */}
      <ConsentSlot />
    </div>
  );
}
