import { BEAN_COLORS } from 'trinket-game/data';
import type { GardenToolView, GardenView, PlantableFlower } from '../lib/garden-view';
import { BeanDots, FlowerGlyph } from './dashboard-pictures';

function toolText(tool: GardenToolView | null): string {
  if (!tool) return 'None yet';
  const skill =
    tool.skill !== null ? `${tool.skill}${tool.maxSkill !== null ? ` / ${tool.maxSkill}` : ''} skill` : null;
  return [tool.name ?? 'Unnamed', skill].filter(Boolean).join(' · ');
}

function Flower({ flower }: { flower: PlantableFlower }) {
  return (
    <li className="garden-flower" aria-label={flower.name}>
      <FlowerGlyph color={flower.color} />
      <div>
        <p>
          <strong>{flower.name}</strong>{' '}
          <span className="fine-print">
            {flower.color} {flower.species}
          </span>
          {flower.raisesSkill && <span className="badge">Raises shovel skill</span>}
          {!flower.collected && <span className="badge badge--verified">New to your album</span>}
        </p>
        <p className="garden-beans">
          <BeanDots beans={flower.beans} />
          <span>{flower.beans.map((bean) => BEAN_COLORS[bean].word).join(', ')}</span>
        </p>
      </div>
    </li>
  );
}

/** Tools, album, what the shovel plants now and what the next shovel or can brings. */
export function GardenDetails({ garden }: { garden: GardenView }) {
  const { planting, nextCan } = garden;
  // Flowers that raise skill or are new come first; the others fold away (a Gold Shovel plants all 40).
  const worthPlanting = planting?.flowers.filter((flower) => flower.raisesSkill || !flower.collected) ?? [];
  const others = planting?.flowers.filter((flower) => !(flower.raisesSkill || !flower.collected)) ?? [];
  const next = planting?.next;
  return (
    <>
      <dl className="dashboard-facts">
        <dt>Shovel</dt>
        <dd>{toolText(garden.shovel)}</dd>
        <dt>Watering can</dt>
        <dd>{toolText(garden.wateringCan)}</dd>
        <dt>Flowers collected</dt>
        <dd>
          {garden.flowersCollected} of {garden.flowerVarieties}
        </dd>
      </dl>
      {garden.album.length > 0 && (
        <details className="garden-album">
          <summary>
            Your Flower Album (
            {garden.flowersCollected === 1 ? '1 flower' : `${garden.flowersCollected} flowers`})
          </summary>
          <ul className="garden-album__list">
            {garden.album.map((species, index) => (
              // Species names may be missing or repeat; the game's order is kept.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                {species.species && <strong>{species.species}: </strong>}
                {species.names.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
      {next && (
        <p className="fine-print">
          At {next.skill} shovel skill: {next.newShovel ? `the ${next.newShovel}, ` : ''}flowers of{' '}
          {next.beans} jellybeans.
        </p>
      )}
      {planting && !next && <p className="fine-print">Your shovel plants every flower.</p>}
      {nextCan && (
        <p className="fine-print">
          At {nextCan.skill} watering skill: the {nextCan.name}.
        </p>
      )}
      {planting && (
        <>
          <h3 className="garden-heading">
            Plant now: up to {planting.beans === 1 ? '1 jellybean' : `${planting.beans} jellybeans`}
          </h3>
          <p className="fine-print">Plant the jellybeans in the order shown.</p>
          <ul className="dashboard-list garden-flowers">
            {worthPlanting.map((flower) => (
              <Flower key={flower.name} flower={flower} />
            ))}
          </ul>
          {others.length > 0 && (
            <details className="garden-more">
              <summary>{others.length} more you can plant</summary>
              <ul className="dashboard-list garden-flowers">
                {others.map((flower) => (
                  <Flower key={flower.name} flower={flower} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </>
  );
}
