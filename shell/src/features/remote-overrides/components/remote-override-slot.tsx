import { deferredComponent } from 'web-kit';
import { remoteOverrideState } from '../api/override-state';

// The notice and its form are for QA browsers only: their code loads only where there is one to show.
const RemoteOverrideNotice = deferredComponent(() =>
  import('./remote-override-notice').then((module) => module.RemoteOverrideNotice),
);

/** The remote overrides notice's place in the layout: empty unless this browser tests a candidate. */
export function RemoteOverrideSlot() {
  const { active, refused, panel } = remoteOverrideState();
  if (active.length === 0 && refused.length === 0 && !panel) return null;
  return <RemoteOverrideNotice />;
}
