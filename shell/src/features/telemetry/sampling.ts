/**
 * Whether this page view reports remote telemetry: `sampleRate` (config.json's
 * telemetry.sampleRate) of them do; 0 none, 1 all. Apart from the reporter, so that pages not
 * sampled never load its code.
 */
export function isSampledView(sampleRate: number, random: () => number = Math.random): boolean {
  return random() < sampleRate;
}
