// What ToonLink read from the game applied to a stored toon with the verified-stat rule (the
// server's rule and clock, whatever the client claims). `changed` false means nothing to write.
import { mergeVerifiedMap, type ToonDocument, type ToonVerification } from 'shared-contracts/domain';

export type VerificationOutcome =
  | { kind: 'applied'; changed: boolean; document: ToonDocument }
  /** The toon is already linked to a different game toon. */
  | { kind: 'linked-elsewhere'; toonId: string };

export function applyVerification(
  document: ToonDocument,
  report: ToonVerification,
  now: string,
): VerificationOutcome {
  if (document.toonId !== null && document.toonId !== report.toonId) {
    return { kind: 'linked-elsewhere', toonId: document.toonId };
  }
  const fish2 = mergeVerifiedMap(document.fish2, report.fish ?? {}, now);
  const verified = mergeVerifiedMap(document.verified, report.stats ?? {}, now);
  const verified2 = mergeVerifiedMap(document.verified2, report.extra ?? {}, now);
  const statsChanged = fish2.changed || verified.changed || verified2.changed;
  const firstLink = document.toonId === null || document.verifiedAt === null;
  if (!statsChanged && !firstLink) return { kind: 'applied', changed: false, document };
  return {
    kind: 'applied',
    changed: true,
    document: {
      ...document,
      toonId: report.toonId,
      fish2: fish2.map,
      verified: verified.map,
      verified2: verified2.map,
      verifiedAt: now,
      lastEditedAt: now,
    },
  };
}
