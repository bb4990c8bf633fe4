import { type FormEvent, useId, useState } from 'react';
import { reloadWithOverride } from '../api/apply-remote-overrides';
import { remoteOverrideState } from '../api/override-state';
import '../remote-overrides.css';

/**
 * While a remote comes from a candidate build, says which and from where, with one click to clear;
 * says why a requested override was refused. Where the site allows overrides, a small form sets one.
 */
export function RemoteOverrideNotice() {
  // Shown only where there is something to show (RemoteOverrideSlot).
  const { active, refused, panel, allowedOrigins, deployed } = remoteOverrideState();
  return (
    <section className="remote-overrides" aria-label="Remote overrides">
      {active.length > 0 ? (
        <div className="remote-overrides__active" role="status">
          <p>
            Testing a candidate build in this browser only:{' '}
            {active.map(({ remote, manifestUrl }, index) => (
              <span key={remote}>
                {index > 0 ? '; ' : ''}
                <strong>{remote}</strong> comes from <code>{manifestUrl}</code>
              </span>
            ))}
            .
          </p>
          <button type="button" onClick={() => reloadWithOverride('clear')}>
            Clear overrides
          </button>
        </div>
      ) : null}
      {refused.map(({ request, reason }) => (
        <p key={request} className="remote-overrides__refused" role="alert">
          Remote override refused ({request}): {reason}.
        </p>
      ))}
      {panel && allowedOrigins.length === 0 ? (
        <p className="remote-overrides__refused" role="alert">
          This site does not allow remote overrides.
        </p>
      ) : null}
      {allowedOrigins.length > 0 ? <OverrideForm remotes={Object.keys(deployed)} /> : null}
    </section>
  );
}

function OverrideForm({ remotes }: { remotes: string[] }) {
  const id = useId();
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [manifestUrl, setManifestUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reloadWithOverride(`${remote}=${manifestUrl.trim()}`);
  };
  return (
    <form className="remote-overrides__form" onSubmit={submit}>
      <label htmlFor={`${id}-remote`}>Remote</label>
      <select id={`${id}-remote`} value={remote} onChange={(event) => setRemote(event.target.value)}>
        {remotes.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      <label htmlFor={`${id}-url`}>Candidate manifest URL</label>
      <input
        id={`${id}-url`}
        type="url"
        required
        value={manifestUrl}
        onChange={(event) => setManifestUrl(event.target.value)}
        placeholder="http://localhost:3010/mf-manifest.json"
      />
      <button type="submit">Use candidate</button>
    </form>
  );
}
