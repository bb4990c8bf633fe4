import { useState } from 'react';
import { useSession } from 'web-kit';
import { readConsent, saveConsent } from '../api/consent-storage';
import './consent-banner.css';

/** Asked once per user (or signed-out visitor) and remembered on this browser. */
export function ConsentBanner() {
  const uid = useSession((session) => session.user?.uid ?? null);
  const loading = useSession((session) => session.status === 'loading');
  const [decidedFor, setDecidedFor] = useState<string | null | undefined>(undefined);
  if (loading || decidedFor === uid || readConsent(uid)) return null;

  const decide = (accepted: boolean) => {
    saveConsent(uid, accepted);
    setDecidedFor(uid);
  };

  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        Cookies and local storage
      </h2>
      <p>
        This site keeps your sign-in, your Toons (when you are not signed in) and your preferences in your
        browser. With your permission it also counts page visits anonymously to improve the site.{' '}
        <a href="/privacy-policy">Privacy policy</a>
      </p>
      <div className="consent__actions">
        <button type="button" className="button button--primary button--small" onClick={() => decide(true)}>
          Accept
        </button>
        <button type="button" className="button button--small" onClick={() => decide(false)}>
          Only what is needed
        </button>
      </div>
    </section>
  );
}
