import { useGameFeedAlerts } from './use-game-feed-alerts';

/** Opt-in notifications about the game's status and release notes, turned on with a click. */
export function GameFeedAlerts() {
  const alerts = useGameFeedAlerts();
  if (alerts.permission === 'unsupported') {
    return <p className="fine-print">This browser cannot show notifications.</p>;
  }
  return (
    <fieldset className="radar-alerts">
      <legend>Tell me when the game closes or reopens, or a new release note is out</legend>
      {alerts.enabled ? (
        <p>
          Notifications are on while the news or release notes page is open in a tab.{' '}
          <button type="button" className="button button--small" onClick={alerts.disable}>
            Stop notifications
          </button>
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="button button--small"
            disabled={alerts.permission === 'denied'}
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
