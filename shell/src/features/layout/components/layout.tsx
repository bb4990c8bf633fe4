import type { ReactNode } from 'react';
import { BannerNotices } from '../../banners/components/banner-notices';
import { CavalcadeStatus } from '../../cavalcade/components/cavalcade-status';
import { ConsentSlot } from './consent-slot';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
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
