import { parseArcadeSeedParam } from 'shared-contracts/domain';
import { useSearchParams } from 'web-kit/area';
import { randomSeed } from './random';

/** The `?seed=` of a shared or scripted game, or null for a fresh random one. */
export function useSeedParam(): number | null {
  const [searchParams] = useSearchParams();
  return parseArcadeSeedParam(searchParams.get('seed'));
}

/** The seed for the next game: the link's seed (a replay) or a new random one. */
export function nextSeed(linked: number | null): number {
  return linked ?? randomSeed();
}
