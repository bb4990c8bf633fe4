import { type FormEvent, useMemo, useState } from 'react';
import { useSession } from 'web-kit';
import { Link, useRouteMetadata } from 'web-kit/area';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useGameSettings } from '../../../lib/get-game-settings';
import { useAccountToons } from '../api/get-account-toons';
import { parseDnaInput } from '../lib/dna';
import { missingDnaNote } from '../lib/missing-dna';
import { readStoredToons, type StudioToon } from '../lib/stored-toons';
import { ToonPictures } from './toon-pictures';

function ToonList({ toons, renditionBase }: { toons: StudioToon[]; renditionBase: string }) {
  const drawable = toons.filter(
    (toon): toon is StudioToon & { rendition: string } => toon.rendition !== null,
  );
  if (toons.length === 0) {
    return (
      <p className="card">
        You have no Toons on this site yet. <Link to="/profile">Add a Toon</Link> or paste a DNA below.
      </p>
    );
  }
  return (
    <>
      {drawable.length < toons.length && (
        <p className="fine-print">{missingDnaNote(toons.length - drawable.length)}</p>
      )}
      <ul className="toon-pictures-list">
        {drawable.map((toon) => (
          <ToonPictures key={toon.id} name={toon.name} dna={toon.rendition} renditionBase={renditionBase} />
        ))}
      </ul>
    </>
  );
}

function YourToons({ renditionBase }: { renditionBase: string }) {
  const status = useSession((state) => state.status);
  const uid = useSession((state) => state.user?.uid ?? null);
  const account = useAccountToons(status === 'registered' ? uid : null);
  const stored = useMemo(
    () =>
      status === 'loading' || status === 'registered'
        ? []
        : readStoredToons(status === 'anonymous' ? uid : null),
    [status, uid],
  );
  if (status === 'loading') return <Loading label="Loading your Toons" />;
  if (status !== 'registered') return <ToonList toons={stored} renditionBase={renditionBase} />;
  if (account.isPending) return <Loading label="Loading your Toons" />;
  if (account.isError) return <LoadFailed what="Your Toons" onRetry={() => void account.refetch()} />;
  return <ToonList toons={account.data} renditionBase={renditionBase} />;
}

function PastedDna({ renditionBase }: { renditionBase: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dna, setDna] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseDnaInput(text);
    setError(result.ok ? null : result.message);
    setDna(result.ok ? result.dna : null);
  };
  return (
    <>
      <form className="inline-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="pasted-dna">Style DNA</label>
          <input
            id="pasted-dna"
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby="pasted-dna-hint"
            aria-invalid={error !== null}
          />
        </div>
        <button type="submit" className="button button--primary">
          Draw
        </button>
        <p id="pasted-dna-hint" className="fine-print">
          In the game, Shift+F11 copies your Toon's DNA.
        </p>
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </form>
      {dna && (
        <ul className="toon-pictures-list">
          <ToonPictures name="Pasted Toon" dna={dna} renditionBase={renditionBase} />
        </ul>
      )}
    </>
  );
}

export function ToonStudioPage() {
  useRouteMetadata();
  const settings = useGameSettings();
  let body = null;
  if (settings.isPending) body = <Loading label="Loading the studio" />;
  else if (settings.isError)
    body = <LoadFailed what="The picture service settings" onRetry={() => void settings.refetch()} />;
  else
    body = (
      <>
        <section aria-labelledby="studio-yours">
          <h2 id="studio-yours">Your Toons</h2>
          <YourToons renditionBase={settings.data.renditionBaseUrl} />
        </section>
        <section aria-labelledby="studio-paste">
          <h2 id="studio-paste">Any Toon by its DNA</h2>
          <PastedDna renditionBase={settings.data.renditionBaseUrl} />
        </section>
      </>
    );
  return (
    <div className="page">
      <h1>Toon Studio</h1>
      <p>
        Portraits and full-body pictures of your Toons in several sizes, each opening in a new tab to save.
      </p>
      {body}
    </div>
  );
}
