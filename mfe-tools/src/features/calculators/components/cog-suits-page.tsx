import { useId, useState } from 'react';
import { promotionQuota, SUIT_DEPARTMENT_INFO } from 'trinket-game/data';
import { formatNumber } from 'web-kit';
import { useRouteMetadata } from 'web-kit/area';
import { parseAmountEntry } from '../lib/amount-entry';
import { fewestRunsPlan, stillNeeded } from '../lib/promotion';
import { chooseQuota } from '../lib/quota-choice';
import { FacilityRunsTable } from './facility-runs-table';
import { freshSelection, SuitChoice, type SuitSelection, selectedCog } from './suit-choice';

/** How many facility runs the next Cog suit promotion takes. */
export function CogSuitsPage() {
  useRouteMetadata();
  const [suit, setSuit] = useState<SuitSelection>(() => freshSelection('sellbot'));
  const [quotaText, setQuotaText] = useState('');
  const [haveText, setHaveText] = useState('0');
  const ids = useId();
  const info = SUIT_DEPARTMENT_INFO[suit.department];
  const cog = selectedCog(suit);
  const tableQuota = cog ? promotionQuota(cog, suit.level) : null;
  const quota = chooseQuota(tableQuota, quotaText);
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
  const overrideInvalid = !quota.ok && quota.reason === 'invalid';

  return (
    <div className="page">
      <h1>Cog suit promotion calculator</h1>
      <p>
        Choose your Cog suit and its level to see what its next promotion needs, then enter what you have: the
        calculator works out how many runs of each facility make up the difference.
      </p>
      <form className="suit-calculator" onSubmit={(event) => event.preventDefault()}>
        <SuitChoice ids={ids} value={suit} onChange={setSuit} />
        <p data-testid="suit-quota">
          {tableQuota === null
            ? `Level ${suit.level} ${cog?.name ?? ''}: the top level, no further promotion.`
            : `Level ${suit.level} ${cog?.name ?? ''}: ${formatNumber(tableQuota)} ${info.currency} for the next promotion.`}
        </p>
        <div className="field">
          <label
            htmlFor={`${ids}-quota`}
          >{`Your Shticker Book's quota, if different (${info.currency})`}</label>
          <input
            id={`${ids}-quota`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quotaText}
            aria-invalid={overrideInvalid}
            aria-describedby={overrideInvalid ? `${ids}-quota-error` : undefined}
            onChange={(event) => setQuotaText(event.target.value)}
          />
          {overrideInvalid ? (
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
          <p role="status">
            {!quota.ok && quota.reason === 'top-level'
              ? 'Nothing to earn: this suit has no further promotion.'
              : 'Enter what the promotion needs and what you have.'}
          </p>
        ) : (
          <>
            <p role="status">
              {needed === 0
                ? `Ready for promotion: you have all the ${info.currency} you need.`
                : `${formatNumber(needed)} ${info.currency} to go. Fewest runs: ${planText} (${formatNumber(plan?.earned ?? 0)} ${info.currency}).`}
            </p>
            <FacilityRunsTable info={info} needed={needed} />
          </>
        )}
      </section>
      <p className="fine-print">
        Quotas are the original Toontown Online&apos;s table (the open Toontown source,
        CogDisguiseGlobals.py); the Toontown Rewritten wiki&apos;s Cold Caller page shows the same numbers. If
        your Shticker Book says otherwise, type its figure and the calculator uses that. Version 2.0 suits are
        not covered. Facility yields are Toontown Rewritten&apos;s, from the project&apos;s game-data
        reference (suits.json, compiled from the game by the toonapi-calculator package).
      </p>
    </div>
  );
}
