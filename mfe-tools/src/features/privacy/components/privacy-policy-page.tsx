import { useRouteMetadata } from 'shared-contracts/area';

export function PrivacyPolicyPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Privacy policy</h1>
      <p>What this site stores and why.</p>
    </div>
  );
}
