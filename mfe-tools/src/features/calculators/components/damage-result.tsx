import { DAMAGE_TRACK_NAMES } from 'trinket-game/data';
import { formatDamage } from '../lib/gag-choice';
import type { RoundOutcome } from '../lib/gag-damage';

function verdict(round: RoundOutcome): string {
  const dealt = `${formatDamage(round.totalDamage)} damage against ${round.cogHealth} health`;
  if (round.defeated) return `Defeated: ${dealt}.`;
  return `Not defeated: ${dealt}, ${formatDamage(round.healthLeft)} health left.`;
}

/** Whether the round defeats the Cog, and what each track added. */
export function DamageResult({ round }: { round: RoundOutcome }) {
  return (
    <section aria-labelledby="damage-result-title" className="damage-result">
      <h2 id="damage-result-title">Result</h2>
      <p
        role="status"
        className={round.defeated ? 'form-message form-message--success' : 'form-message form-message--error'}
      >
        {verdict(round)}
      </p>
      {round.tracks.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption>Damage track by track, in battle order</caption>
            <thead>
              <tr>
                <th scope="col">Track</th>
                <th scope="col">Hits</th>
                <th scope="col">Same-track bonus</th>
                <th scope="col">Knock-back</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {round.tracks.map((track) => (
                <tr key={track.track}>
                  <th scope="row">
                    {DAMAGE_TRACK_NAMES[track.track]}
                    {track.note ? <span className="damage-result__note">{track.note}</span> : null}
                  </th>
                  <td>{track.hits.map(formatDamage).join(' + ')}</td>
                  <td>{formatDamage(track.sameTrackBonus)}</td>
                  <td>{formatDamage(track.knockbackBonus)}</td>
                  <td>{formatDamage(track.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
