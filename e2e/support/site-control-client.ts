/** Takes parts of the running site down and up again (see site-control.ts), from a test worker. */
async function control(pathname: string): Promise<void> {
  const base = process.env.E2E_SITE_CONTROL;
  if (!base) throw new Error('E2E_SITE_CONTROL is not set: run the suite through its global setup');
  const response = await fetch(`${base}${pathname}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
}

export type PartName = 'shell' | 'auth' | 'toons' | 'makeship' | 'arcade' | 'tools';

export const closePart = (name: PartName) => control(`/parts/${name}/close`);
export const reopenPart = (name: PartName) => control(`/parts/${name}/reopen`);
/** Serves another build of a part (a folder) on its port, as a redeployment of that part alone. */
export const servePartFrom = (name: PartName, root: string) =>
  control(`/parts/${name}/serve-from?root=${encodeURIComponent(root)}`);
/** Serves the part's own build again. */
export const restorePart = (name: PartName) => control(`/parts/${name}/serve-from`);
export const stopApi = () => control('/api/stop');
/** Starts the api again on the same database; resolves once it answers /api/health. */
export const restartApi = () => control('/api/restart');
