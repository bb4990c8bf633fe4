import { mergeVerifiedMap, type Toon, type ToonVerification } from 'shared-contracts';

/**
 * A ToonLink report applied to a browser-kept toon with the verified-stat rule, exactly as the
 * api applies it to an account's toon: links `toonId`, merges fish2/verified/verified2, and sets
 * `verifiedAt` when something moved or on the first link. Null when nothing would change.
 */
export function applyVerificationLocally(toon: Toon, report: ToonVerification, now: string): Toon | null {
  if (toon.toonId !== null && toon.toonId !== report.toonId) {
    throw new Error(`This Toon is linked to the game Toon ${toon.toonId}, not ${report.toonId}.`);
  }
  const fish2 = mergeVerifiedMap(toon.fish2, report.fish ?? {}, now);
  const verified = mergeVerifiedMap(toon.verified, report.stats ?? {}, now);
  const verified2 = mergeVerifiedMap(toon.verified2, report.extra ?? {}, now);
  const firstLink = toon.toonId === null || toon.verifiedAt === null;
  if (!fish2.changed && !verified.changed && !verified2.changed && !firstLink) return null;
  return {
    ...toon,
    toonId: report.toonId,
    fish2: fish2.map,
    verified: verified.map,
    verified2: verified2.map,
    verifiedAt: now,
    isVerified: true,
    lastEditedAt: now,
  };
}
