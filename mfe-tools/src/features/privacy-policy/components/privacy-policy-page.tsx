import { browserStorageKeys, cookieConsentKeys } from 'shared-contracts/storage-keys';
import { analyticsEvents, brand } from 'web-kit';
import { useRouteMetadata } from 'web-kit/area';

const LAST_UPDATED = '2026-11-27';

/** What the site stores, where, and how to have it deleted. */
export function PrivacyPolicyPage() {
  useRouteMetadata();
  return (
    <div className="page privacy">
      <h1>Privacy policy</h1>
      <p>
        Last updated: <time dateTime={LAST_UPDATED}>27 November 2026</time>
      </p>
      <p>
        {brand.siteName} is a fan-made companion site for Toontown Rewritten players. This page says what the
        site stores about you, where it keeps it, and how to have it removed. It keeps only what its features
        need.
      </p>

      <section aria-labelledby="privacy-account">
        <h2 id="privacy-account">Your account</h2>
        <p>
          Accounts are run by Firebase Authentication, a Google service. When you sign up it holds your email
          address, your password (stored by Firebase in a form nobody can read back) and a random account id.
          If you continue as a guest, Firebase creates an account with only the id; signing up later adds your
          email to that same account.
        </p>
        <p>
          Our own server keeps a record under your account id: your email address, whether the account is a
          guest account, when it was created and changed, and the Trinkets and jellybeans you collect on this
          site.
        </p>
      </section>

      <section aria-labelledby="privacy-toons">
        <h2 id="privacy-toons">Your Toons</h2>
        <p>
          Once you sign up with an email address, the Toons you track are kept on our server in a PostgreSQL
          database under your account id: each Toon&apos;s name, fishing rod, fish album and buckets, golf and
          racing statistics, rewards, whether you made it public, and any details confirmed through ToonLink.
          A Toon you make public can appear on Top Toons with its name and figures.
        </p>
        <p>
          While you are signed out, or playing as a guest, your Toons never leave your browser: they are kept
          in its local storage, listed below. When a guest signs up, the guest&apos;s Toons move to the new
          account and are removed from the browser.
        </p>
      </section>

      <section aria-labelledby="privacy-storage">
        <h2 id="privacy-storage">What your browser keeps</h2>
        <p>
          The site uses your browser&apos;s storage and one cookie of its own, no tracking cookies. These are
          the keys it writes; clearing this site&apos;s data in your browser removes all of them.
        </p>
        <div className="table-scroll">
          <table className="data-table">
            <caption>Browser storage used by this site</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Kind</th>
                <th scope="col">What it holds</th>
              </tr>
            </thead>
            <tbody>
              {browserStorageKeys.map((entry) => (
                <tr key={entry.shown}>
                  <th scope="row">
                    <code>{entry.shown}</code>
                  </th>
                  <td>{entry.kind}</td>
                  <td>{entry.holds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="privacy-consent">
        <h2 id="privacy-consent">Cookie consent</h2>
        <p>
          The first time you visit, and again for each account you sign in with, a notice asks whether you
          accept storage beyond what the site needs to work. Your answer and its date are kept in your browser
          (the <code>{cookieConsentKeys.shown}</code> key above), so the notice does not ask again. Choosing
          &quot;Only what is needed&quot; keeps the site fully usable.
        </p>
      </section>

      <section aria-labelledby="privacy-analytics">
        <h2 id="privacy-analytics">Analytics</h2>
        <p>
          The site notes a few events, by name only, with small details such as a fish species or a count:{' '}
          {analyticsEvents.join(', ')}. Today these notes go nowhere: the page keeps the last 50 in memory,
          for testing, and forgets them when you close the tab. No analytics service is connected. If one is
          ever added, this policy will say so first, and it will count visits only if you accepted in the
          cookie notice.
        </p>
      </section>

      <section aria-labelledby="privacy-toonlink">
        <h2 id="privacy-toonlink">ToonLink</h2>
        <p>
          ToonLink lets this page talk to the Toontown Rewritten game running on your own computer, after you
          allow it in the game. What the game shares (your Toon&apos;s name, laff, gags and other details)
          goes straight from the game to your browser and stays there. Nothing reaches our server until you
          choose to save it to one of your Toons. The browser remembers whether ToonLink is switched on, and
          for the open tab only, the pass the game approved.
        </p>
      </section>

      <section aria-labelledby="privacy-videos">
        <h2 id="privacy-videos">Videos</h2>
        <p>
          Videos on the home page and in the Theater come from a video site such as YouTube. Nothing is loaded
          from it until you press a video&apos;s play button; after that, the video site&apos;s own privacy
          policy applies to that player.
        </p>
      </section>

      <section aria-labelledby="privacy-deletion">
        <h2 id="privacy-deletion">Deleting your data</h2>
        <ul>
          <li>
            Delete a Toon on the Your Toons page: it is removed from our server, or from your browser, at
            once.
          </li>
          <li>
            Clear this site&apos;s data in your browser&apos;s settings to remove everything it keeps there.
          </li>
          <li>
            To delete your account and everything our server keeps for it, or to ask what we hold about you,
            write to <a href={brand.supportUrl}>{brand.supportEmail}</a> from the email address of the
            account. We will tell you when it is done.
          </li>
        </ul>
      </section>
    </div>
  );
}
