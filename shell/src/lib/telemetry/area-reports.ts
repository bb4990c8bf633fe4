// What an area tells the telemetry: that it is shown, and that it threw. The reporter registers
// itself here once a page view is sampled; until then (or never) these do nothing, so the area's
// code does not carry the reporter.

interface AreaSink {
  shown(remote: string): void;
  error(remote: string, error: unknown): void;
}

let sink: AreaSink | null = null;

export function setAreaSink(next: AreaSink): void {
  sink = next;
}

/** The shell's area for `remote` is shown (the page's first one owns its LCP). */
export function noteAreaShown(remote: string): void {
  sink?.shown(remote);
}

/** A throw inside the area once its remote loaded (mounting or rendering it). */
export function reportAreaError(remote: string, error: unknown): void {
  sink?.error(remote, error);
}
