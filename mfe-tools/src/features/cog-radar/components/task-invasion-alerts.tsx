import { Link } from 'shared-contracts/area';
import type { useTaskInvasionAlerts } from './use-task-invasion-alerts';

type Alerts = ReturnType<typeof useTaskInvasionAlerts>;

/** Opt-in notifications for invasions that count for a linked Toon's task. */
export function TaskInvasionAlerts({ alerts, toons }: { alerts: Alerts; toons: number }) {
  if (alerts.permission === 'unsupported') return null;
  return (
    <fieldset className="radar-alerts">
      <legend>Tell me when an invasion for my tasks starts</legend>
      <p className="fine-print">
        {toons === 0 ? (
          <>
            No Toon linked in this browser yet: link one with <Link to="/toonlink">ToonLink</Link> and its Cog
            tasks are watched.
          </>
        ) : (
          `Watches the Cog tasks of ${toons === 1 ? 'your linked Toon' : `your ${toons} linked Toons`}, as the game last sent them, while this page is open.`
        )}
      </p>
      {alerts.enabled ? (
        <p>
          <button type="button" className="button button--small" onClick={alerts.disable}>
            Stop task invasion notifications
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
            Notify me of invasions for my tasks
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
