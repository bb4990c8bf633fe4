import { Link } from 'web-kit/area';
import { type TaskInvasionAlerts as Alerts, TaskInvasionAlertsButton } from 'web-kit/task-invasion-alerts';

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
      <TaskInvasionAlertsButton alerts={alerts} />
    </fieldset>
  );
}
