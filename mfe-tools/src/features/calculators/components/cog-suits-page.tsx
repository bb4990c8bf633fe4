import { useId, useState } from 'react';
import { useRouteMetadata } from 'shared-contracts/area';
import { SUIT_DEPARTMENT_INFO, SUIT_DEPARTMENTS, type SuitDepartment } from 'shared-contracts/game-data';
import { parseAmountEntry } from '../lib/amount-entry';
import { fewestRunsPlan, stillNeeded } from '../lib/promotion';
import { FacilityRunsTable } from './facility-runs-table';

const number = (value: number) => value.toLocaleString('en-US');

function isDepartment(value: string): value is SuitDepartment {
  return (SUIT_DEPARTMENTS as readonly string[]).includes(value);
}

/** How many facility runs the next Cog suit promotion takes. */
export function CogSuitsPage() {
  useRouteMetadata();
  const [department, setDepartment] = useState<SuitDepartment>('sellbot');
  const [quotaText, setQuotaText] = useState('');
  const [haveText, setHaveText] = useState('0');
  const ids = useId();
  const info = SUIT_DEPARTMENT_INFO[department];
  const quota = parseAmountEntry(quotaText);
  const have = parseAmountEntry(haveText);
  const needed = quota.ok && have.ok ? stillNeeded(quota.value, have.value) : null;
  const plan = needed === null ? null : fewestRunsPlan(needed, info.facilities);
  const planText = plan
    ? info.facilities
        .flatMap((facility, index) => {
          const runs = plan.runs[index] ?? 0;
          return runs > 0 ? [`${runs} × ${facility.name}`] : [];
        })
        .join(' + ')
    : '';

  return (
    <div className="page">
      <h1>Cog suit promotion calculator</h1>
      <p>
        Your Shticker Book&apos;s Cog Disguise page shows what your suit has and what its next promotion
        needs. Enter both to see how many runs of each facility make up the difference.
      </p>
      <form className="suit-calculator" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${ids}-department`}>Department</label>
          <select
            id={`${ids}-department`}
            value={department}
            onChange={(event) => {
              if (isDepartment(event.target.value)) setDepartment(event.target.value);
            }}
          >
            {SUIT_DEPARTMENTS.map((key) => (
              <option key={key} value={key}>
                {SUIT_DEPARTMENT_INFO[key].name} ({SUIT_DEPARTMENT_INFO[key].currency})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-quota`}>{`Needed for the promotion (${info.currency})`}</label>
          <input
            id={`${ids}-quota`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quotaText}
            aria-invalid={quotaText !== '' && !quota.ok}
            aria-describedby={quotaText !== '' && !quota.ok ? `${ids}-quota-error` : undefined}
            onChange={(event) => setQuotaText(event.target.value)}
          />
          {quotaText !== '' && !quota.ok ? (
            <p id={`${ids}-quota-error`} className="form-message form-message--error">
              {quota.message}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-have`}>{`You have (${info.currency})`}</label>
          <input
            id={`${ids}-have`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={haveText}
            aria-invalid={!have.ok}
            aria-describedby={have.ok ? undefined : `${ids}-have-error`}
            onChange={(event) => setHaveText(event.target.value)}
          />
          {have.ok ? null : (
            <p id={`${ids}-have-error`} className="form-message form-message--error">
              {have.message}
            </p>
          )}
        </div>
      </form>
      <section aria-labelledby={`${ids}-result`}>
        <h2 id={`${ids}-result`}>What it takes</h2>
        {needed === null ? (
          <p role="status">Enter what the promotion needs and what you have.</p>
        ) : (
          <>
            <p role="status">
              {needed === 0
                ? `Ready for promotion: you have all the ${info.currency} you need.`
                : `${number(needed)} ${info.currency} to go. Fewest runs: ${planText} (${number(plan?.earned ?? 0)} ${info.currency}).`}
            </p>
            <FacilityRunsTable info={info} needed={needed} />
          </>
        )}
      </section>
      <p className="fine-print">
        Facility yields are Toontown Rewritten&apos;s, from the project&apos;s game-data reference
        (suits.json, compiled from the game by the toonapi-calculator package). Promotion quotas are not in
        that reference, so this page asks for yours instead of guessing them.
      </p>
    </div>
  );
}
