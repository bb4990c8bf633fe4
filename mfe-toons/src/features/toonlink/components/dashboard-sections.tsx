import { useId } from 'react';
import type { ToonLinkData } from 'shared-contracts/domain';
import { ProgressBar } from '../../../components/progress-bar';
import {
  beansText,
  currentMaxText,
  type GagProgress,
  gagProgress,
  planText,
  type SuitView,
  suitViews,
  type TaskView,
  taskViews,
} from '../lib/dashboard';
import { countText as number } from '../lib/game-numbers';
import { gardenView } from '../lib/garden-view';
import { invasionView, locationText } from '../lib/toon-facts';
import { DepartmentBadge, GagTrackIcon } from './dashboard-pictures';
import { GardenDetails } from './garden-details';
import { IdentityFacts } from './toon-identity';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="card dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function GagTrack({ line }: { line: GagProgress }) {
  if (!line.unlocked) {
    return (
      <li className="dashboard-gag dashboard-gag--locked" aria-label={line.track}>
        <GagTrackIcon track={line.track} />
        <strong>{line.track}</strong> <span className="fine-print">Not trained yet</span>
      </li>
    );
  }
  const experience = line.experience;
  return (
    <li className="dashboard-gag" aria-label={line.track}>
      <p>
        <GagTrackIcon track={line.track} />
        <strong>{line.track}</strong>
        {line.gag && <> · {line.gag}</>}
        {line.organic && <span className="badge">Organic {line.organic}</span>}
      </p>
      {experience !== null && (
        <p className="fine-print">
          {number(experience)} experience
          {line.nextAt !== null && (
            <>
              {' '}
              · {number(line.nextAt - experience)} to {line.nextGag ?? 'the next gag'} (at{' '}
              {number(line.nextAt)})
            </>
          )}
          {line.nextAt === null && line.trackMax !== null && <> · every gag unlocked</>}
        </p>
      )}
      {experience !== null && line.nextAt !== null && (
        <ProgressBar
          label={`${line.track} experience to ${line.nextGag ?? 'the next gag'}`}
          min={0}
          max={line.nextAt}
          now={Math.min(experience, line.nextAt)}
          valueText={`${number(experience)} of ${number(line.nextAt)}`}
        />
      )}
      {experience !== null && line.trackMax !== null && (
        <ProgressBar
          label={`${line.track} experience to the track maximum`}
          min={0}
          max={line.trackMax}
          now={Math.min(experience, line.trackMax)}
          valueText={`${number(experience)} of ${number(line.trackMax)}`}
        />
      )}
    </li>
  );
}

function Task({ task }: { task: TaskView }) {
  const done = task.state === 'done';
  return (
    <li
      className={done ? 'dashboard-task dashboard-task--done' : 'dashboard-task'}
      aria-label={task.objective}
    >
      <p>
        <strong>{task.objective}</strong>
        {done && <span className="badge badge--verified">Ready to hand in</span>}
      </p>
      <dl className="dashboard-facts">
        {task.where && (
          <>
            <dt>Where</dt>
            <dd>{task.where}</dd>
          </>
        )}
        {task.progress && (
          <>
            <dt>Progress</dt>
            <dd>{task.progress}</dd>
          </>
        )}
        {task.from && (
          <>
            <dt>From</dt>
            <dd>{task.from}</dd>
          </>
        )}
        {task.to && (
          <>
            <dt>To</dt>
            <dd>{task.to}</dd>
          </>
        )}
        {task.reward && (
          <>
            <dt>Reward</dt>
            <dd>{task.reward}</dd>
          </>
        )}
        {task.type && (
          <>
            <dt>Task type</dt>
            <dd>{task.type}</dd>
          </>
        )}
      </dl>
      {task.current !== null && task.target !== null && task.target > 0 && (
        <ProgressBar
          label={`${task.objective} progress`}
          min={0}
          max={task.target}
          now={Math.min(task.current, task.target)}
          valueText={`${number(task.current)} of ${number(task.target)}`}
        />
      )}
    </li>
  );
}

function Suit({ suit }: { suit: SuitView }) {
  return (
    <li className="dashboard-suit" aria-label={suit.department}>
      <p>
        <DepartmentBadge department={suit.departmentKey} />
        <strong>{suit.department}</strong>
        {!suit.hasDisguise && <> · No disguise yet</>}
        {suit.hasDisguise && (
          <>
            {' '}
            · {suit.suit ?? 'Disguise'}
            {suit.level !== null && <>, level {suit.level}</>}
            {suit.version !== null && <>, suit version {suit.version}</>}
          </>
        )}
      </p>
      {suit.current !== null && suit.target !== null && (
        <>
          <p className="fine-print">
            {number(suit.current)} / {number(suit.target)} {suit.currency} to the next promotion
            {suit.plan && suit.needed !== null && suit.needed > 0 && (
              <>
                {' '}
                · {number(suit.needed)} still needed: {planText(suit.plan)} (
                {suit.plan.runs.totalRuns === 1 ? '1 run' : `${suit.plan.runs.totalRuns} runs`})
              </>
            )}
            {suit.needed === 0 && <> · ready for promotion</>}
          </p>
          <ProgressBar
            label={`${suit.department} promotion progress`}
            min={0}
            max={suit.target}
            now={Math.min(suit.current, suit.target)}
            valueText={`${number(suit.current)} of ${number(suit.target)} ${suit.currency ?? ''}`.trim()}
          />
        </>
      )}
    </li>
  );
}

/** Every section of a toon's dashboard, from one read of the game's data. */
export function DashboardSections({ data }: { data: ToonLinkData }) {
  const gags = gagProgress(data.gags);
  const tasks = taskViews(data.tasks);
  const suits = suitViews(data.cogsuits);
  const garden = gardenView(data.flowers);
  const beans = beansText(data.beans);
  const laff = currentMaxText(data.laff);
  const location = locationText(data.location);
  const invasion = invasionView(data.invasion, data.location?.district);
  const doneCount = tasks.filter((task) => task.state === 'done').length;
  return (
    <div className="dashboard-sections">
      <Section title="Toon">
        <dl className="dashboard-facts">
          <IdentityFacts toon={data.toon} />
          <dt>Laff</dt>
          <dd>{laff ?? 'Not reported'}</dd>
          <dt>Location</dt>
          <dd>{location ?? 'Not reported'}</dd>
          <dt>Jellybean jar</dt>
          <dd>{beans.jar ?? 'Not reported'}</dd>
          <dt>Bank</dt>
          <dd>{beans.bank ?? 'Not reported'}</dd>
          {invasion && (
            <>
              <dt>{invasion.label}</dt>
              <dd>{invasion.text}</dd>
            </>
          )}
        </dl>
      </Section>
      <Section title="Gags">
        {gags.length === 0 ? (
          <p className="fine-print">No gags reported.</p>
        ) : (
          <ul className="dashboard-list">
            {gags.map((line) => (
              <GagTrack key={line.track} line={line} />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Tasks">
        {tasks.length === 0 ? (
          <p className="fine-print">No tasks reported.</p>
        ) : (
          <>
            {doneCount > 0 && (
              <p>
                <strong>
                  {doneCount === 1 ? '1 task ready to hand in' : `${doneCount} tasks ready to hand in`}
                </strong>
              </p>
            )}
            <ul className="dashboard-list">
              {tasks.map((task, index) => (
                // The game gives tasks no id; their order is the game's own.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Task key={index} task={task} />
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section title="Cog suits">
        {suits.length === 0 ? (
          <p className="fine-print">No Cog disguises reported.</p>
        ) : (
          <ul className="dashboard-list">
            {suits.map((suit) => (
              <Suit key={suit.department} suit={suit} />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Garden">
        {garden === null ? (
          <p className="fine-print">No garden reported.</p>
        ) : (
          <GardenDetails garden={garden} />
        )}
      </Section>
    </div>
  );
}
