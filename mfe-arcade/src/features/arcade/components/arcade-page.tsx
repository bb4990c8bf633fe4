import { useRouteMetadata } from 'shared-contracts/area';
import { buildLabel } from '../../../lib/build-label';

export function ArcadePage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Arcade</h1>
      <p>Play toons-up and cogsweeper.</p>
      {buildLabel ? <p className="build-label">Build {buildLabel}</p> : null}
    </div>
  );
}
