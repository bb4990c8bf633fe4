import { useToonLinkRunner } from '../hooks/use-toonlink-runner';

/**
 * Runs ToonLink while it is mounted: the area's layout mounts it on every page while the player has
 * ToonLink on, so linking, snapshots and notifications go on as the player moves around the area.
 */
export function ToonLinkHost() {
  useToonLinkRunner(true);
  return null;
}
