import { useMemo, useState } from 'react';
import type { CogDepartment } from 'shared-contracts/domain';
import { invasionsForTasks } from 'trinket-game/rules';
import { formatNumber } from 'web-kit';
import { useRouteMetadata } from 'web-kit/area';
import { useTaskInvasionAlerts } from 'web-kit/task-invasion-alerts';
import { DataAge } from '../../../components/data-age';
import { LoadFailed, Loading } from '../../../components/query-states';
import { useFieldOffices } from '../api/get-field-offices';
import { useInvasions } from '../api/get-invasions';
import { DEPARTMENT_NAMES, filterByDepartment, toFieldOfficeRows } from '../lib/field-office-rows';
import { cogsOf, filterByCog, MEGA_INVASION_MIN_TOTAL } from '../lib/invasion-rows';
import { FieldOfficeTable } from './field-office-table';
import { InvasionAlerts } from './invasion-alerts';
import { InvasionTable } from './invasion-table';
import { TaskInvasionAlerts } from './task-invasion-alerts';
import { useInvasionAlerts } from './use-invasion-alerts';
import { useInvasionRows } from './use-invasion-rows';
import { useLinkedToonTasks } from './use-linked-toon-tasks';

const nowSeconds = () => Date.now() / 1000;

// The sections take the page's queries rather than asking again: a new observer of a failed
// query would fetch it again on mount, sending the page back to its loading state.
function Invasions({ query }: { query: ReturnType<typeof useInvasions> }) {
  const rows = useInvasionRows(query.data?.data);
  const alerts = useInvasionAlerts(rows, query.data !== undefined);
  // The invasions that count for a linked Toon's task come first, marked with it.
  const toons = useLinkedToonTasks(query.data);
  const marked = useMemo(() => invasionsForTasks(rows, toons), [rows, toons]);
  const taskAlerts = useTaskInvasionAlerts(marked, query.data !== undefined);
  const [cog, setCog] = useState('');
  if (query.isPending) return <Loading label="Loading invasions" />;
  if (query.isError && !query.data)
    return <LoadFailed what="Invasions" onRetry={() => void query.refetch()} />;
  const cogs = cogsOf(rows);
  const shown = filterByCog(
    marked.map((item) => item.row),
    cog,
  );
  const marks = new Map(marked.map((item) => [item.row.key, item.marks]));
  const forTasks = marked.filter((item) => item.marks.length > 0).length;
  return (
    <>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      {forTasks > 0 && (
        <p data-testid="task-invasions-note">
          {forTasks === 1 ? 'One invasion counts' : `${forTasks} invasions count`} for your linked Toons’
          tasks (as the game last sent them): {forTasks === 1 ? 'it comes' : 'they come'} first.
        </p>
      )}
      {rows.length === 0 ? (
        <p className="card">No invasions right now. The radar checks again every 30 seconds.</p>
      ) : (
        <>
          <div className="toolbar">
            <div className="field">
              <label htmlFor="radar-cog">Cog</label>
              <select id="radar-cog" value={cog} onChange={(event) => setCog(event.target.value)}>
                <option value="">All cogs ({rows.length})</option>
                {cogs.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="card">No {cog} invasion right now.</p>
          ) : (
            <InvasionTable rows={shown} now={nowSeconds()} marks={marks} />
          )}
        </>
      )}
      {/* The key to the table's mark, under it as a footnote: the invasions come first on a phone. */}
      <p className="fine-print" data-testid="mega-legend">
        <span className="badge badge--mega">Mega</span>: an invasion of{' '}
        {formatNumber(MEGA_INVASION_MIN_TOTAL)} Cogs or more, shown without a time estimate. The game&apos;s
        invasion feed does not flag its Mega-Invasions, so this size is the site&apos;s rule.
      </p>
      <InvasionAlerts alerts={alerts} cogs={cogs} />
      <TaskInvasionAlerts alerts={taskAlerts} toons={toons.length} />
    </>
  );
}

function FieldOffices({ query }: { query: ReturnType<typeof useFieldOffices> }) {
  const [department, setDepartment] = useState<CogDepartment | ''>('');
  if (query.isPending) return <Loading label="Loading field offices" />;
  if (query.isError && !query.data)
    return <LoadFailed what="Field offices" onRetry={() => void query.refetch()} />;
  const rows = toFieldOfficeRows(query.data.data);
  const shown = filterByDepartment(rows, department);
  return (
    <>
      <DataAge snapshot={query.data} refreshFailed={query.isError} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor="radar-department">Department</label>
          <select
            id="radar-department"
            value={department}
            onChange={(event) => setDepartment(event.target.value as CogDepartment | '')}
          >
            <option value="">All departments</option>
            {Object.entries(DEPARTMENT_NAMES).map(([letter, name]) => (
              <option key={letter} value={letter}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="card">
          {rows.length === 0
            ? 'No field offices are open right now.'
            : 'No field office of that department right now.'}
        </p>
      ) : (
        <FieldOfficeTable rows={shown} now={nowSeconds()} />
      )}
    </>
  );
}

export function CogRadarPage() {
  useRouteMetadata();
  // The live parts first appear in one paint, below everything already shown: whichever answer
  // came first would otherwise be pushed down the screen by the other (a layout shift). From then
  // on each part shows its own state (a failed part retrying goes back to loading alone).
  const invasions = useInvasions();
  const fieldOffices = useFieldOffices();
  const [revealed, setRevealed] = useState(false);
  if (!revealed && !invasions.isPending && !fieldOffices.isPending) setRevealed(true);
  return (
    <div className="page">
      <h1>Cog Radar</h1>
      <p>
        Every invasion and field office in Toontown right now, refreshed every 30 seconds while you watch.
      </p>
      <section aria-labelledby="radar-invasions">
        <h2 id="radar-invasions">Invasions</h2>
        {revealed ? <Invasions query={invasions} /> : <Loading label="Loading the radar" />}
      </section>
      {revealed && (
        <section aria-labelledby="radar-field-offices">
          <h2 id="radar-field-offices">Field offices</h2>
          <FieldOffices query={fieldOffices} />
        </section>
      )}
    </div>
  );
}
