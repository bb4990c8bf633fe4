import type { useInvasionAlerts } from './use-invasion-alerts';

type Alerts = ReturnType<typeof useInvasionAlerts>;

/** Opt-in notifications: choose a cog, then allow them with a click. */
export function InvasionAlerts({ alerts, cogs }: { alerts: Alerts; cogs: string[] }) {
  if (alerts.permission === 'unsupported') {
    return <p className="fine-print">This browser cannot show notifications.</p>;
  }
  return (
    <fieldset className="radar-alerts">
      <legend>Tell me when an invasion starts</legend>
      <div className="field">
        <label htmlFor="alert-cog">Cog to watch for</label>
        <input
          id="alert-cog"
          list="alert-cog-options"
          value={alerts.watchedCog}
          onChange={(event) => alerts.setWatchedCog(event.target.value)}
          placeholder="e.g. Flunky"
          autoComplete="off"
        />
        <datalist id="alert-cog-options">
          {cogs.map((cog) => (
            <option key={cog} value={cog} />
          ))}
        </datalist>
      </div>
      {alerts.enabled ? (
        <p>
          Watching for {alerts.watchedCog || 'a cog (type its name)'} while this page is open.{' '}
          <button type="button" className="button button--small" onClick={alerts.disable}>
            Stop notifications
          </button>
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="button button--small"
            disabled={!alerts.watchedCog.trim() || alerts.permission === 'denied'}
            onClick={() => void alerts.enable()}
          >
            Turn on notifications
          </button>{' '}
          {alerts.permission === 'denied' && (
            <span className="fine-print">
              Notifications are blocked for this site in your browser settings.
            </span>
          )}
        </p>
      )}
    </fieldset>
  );
}
