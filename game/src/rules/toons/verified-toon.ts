// Verified records belong to the game toon they were read from. What ToonLink read is applied with
// the verified-stat rule (domain/verified-stat.ts), by the api with its own clock and by the browser
// for toons it keeps, and a verified toon never changes game toon.
import { mergeVerifiedMap, type ToonDocument, type ToonVerification } from 'shared-contracts/domain';

/** The parts of a toon the verified-stat rule reads and writes. */
export type VerifiableToon = Pick<
  ToonDocument,
  'toonId' | 'fish2' | 'verified' | 'verified2' | 'verifiedAt' | 'lastEditedAt'
>;

/** True once anything was verified for the toon: from then on it stays with its game toon. */
export function isVerifiedToon(toon: VerifiableToon): boolean {
  return (
    toon.verifiedAt !== null ||
    Object.keys(toon.fish2).length > 0 ||
    Object.keys(toon.verified).length > 0 ||
    Object.keys(toon.verified2).length > 0
  );
}

/**
 * True when values read from game toon `toonId` may be applied: the toon is linked to that game
 * toon, or to none and holds no verified records (records kept from an earlier link, as a toon
 * whose link was cleared before this rule might, stay with that game toon).
 */
export function acceptsGameToon(toon: VerifiableToon, toonId: string): boolean {
  if (toon.toonId !== null) return toon.toonId === toonId;
  return !isVerifiedToon(toon);
}

export type VerificationOutcome<T> =
  | { kind: 'applied'; changed: boolean; document: T }
  /** The toon belongs to another game toon (`toonId`; null when its link was cleared). */
  | { kind: 'linked-elsewhere'; toonId: string | null };

/**
 * The report applied to the toon: links `toonId` and merges fish2 and verified. `verifiedAt` is set
 * once, on the first verification, and kept after (spec §4: a toon gets verifiedAt when linked with
 * a toonId and not verified before); each record keeps its own time of the last read. `changed`
 * false (and `document` the toon itself) when nothing would change, so the same report seen twice
 * writes nothing.
 */
export function applyVerification<T extends VerifiableToon>(
  toon: T,
  report: Pick<ToonVerification, 'toonId' | 'fish' | 'stats'>,
  now: string,
): VerificationOutcome<T> {
  if (!acceptsGameToon(toon, report.toonId)) return { kind: 'linked-elsewhere', toonId: toon.toonId };
  const fish2 = mergeVerifiedMap(toon.fish2, report.fish ?? {}, now);
  const verified = mergeVerifiedMap(toon.verified, report.stats ?? {}, now);
  const firstLink = toon.toonId === null || toon.verifiedAt === null;
  if (!fish2.changed && !verified.changed && !firstLink) {
    return { kind: 'applied', changed: false, document: toon };
  }
  return {
    kind: 'applied',
    changed: true,
    document: {
      ...toon,
      toonId: report.toonId,
      fish2: fish2.map,
      verified: verified.map,
      verifiedAt: toon.verifiedAt ?? now,
      lastEditedAt: now,
    },
  };
}
