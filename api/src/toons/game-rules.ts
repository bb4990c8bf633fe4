// The game's rules at the api's boundary: a request that breaks them is refused with a 400 naming
// each field and its limit, and a change that would leave a toon too large likewise. The rules
// themselves live in shared-contracts (game-rules/toons), the same copy the browser uses.
import type { ToonDocument } from 'shared-contracts/domain';
import {
  type ConsistencyFields,
  changeConsistencyIssues,
  type RuleIssue,
  type ToonFieldsToCheck,
  toonFieldIssues,
  toonSizeIssue,
  verificationIssues,
} from 'trinket-game/rules';
import { badRequest, HttpError } from '../http/errors.js';

function refuse(issues: RuleIssue[], prefix: string): never {
  const named = issues.map((issue) => ({ path: `${prefix}.${issue.path}`, message: issue.message }));
  const summary = named.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw badRequest(`Not something the game can produce: ${summary}`, named);
}

/** Refuses client-set fields (a create or update body, `prefix` "body") that break the game's limits. */
export function requireFieldsFollowRules(fields: ToonFieldsToCheck, prefix = 'body'): void {
  const issues = toonFieldIssues(fields);
  if (issues.length > 0) refuse(issues, prefix);
}

/** Refuses values read from the game that the game could not have produced. */
export function requireReportFollowsRules(
  report: Parameters<typeof verificationIssues>[0],
  prefix = 'body',
): void {
  const issues = verificationIssues(report);
  if (issues.length > 0) refuse(issues, prefix);
}

/**
 * Refuses a toon whose values contradict each other (a rod and the fish it landed, a date after
 * `now`, golf or racing statistics: toon-consistency.ts in shared-contracts). With `before`, the
 * toon as stored, only what this change breaks is refused.
 */
export function requireConsistent(
  next: ConsistencyFields,
  now: string,
  before?: ConsistencyFields & { lastEditedAt: string },
): void {
  const issues = changeConsistencyIssues(before, next, now);
  if (issues.length > 0) refuse(issues, 'body');
}

/** Refuses a change that would leave the toon larger than the stored-size cap. */
export function requireStorableSize(document: ToonDocument): ToonDocument {
  const issue = toonSizeIssue(document);
  if (issue) refuse([issue], 'body');
  return document;
}

/** 409 for a change that would move a verified toon's records to another game toon. */
export function linkedElsewhere(toonId: string | null, reported: string): HttpError {
  const current =
    toonId === null ? 'its link was cleared after it was verified' : `it is linked to ${toonId}`;
  return new HttpError(
    409,
    'linked_elsewhere',
    `This toon's verified records belong to its own game toon (${current}), not ${reported}.`,
  );
}

/** 409 for an update of a verified toon's toonId (set to another game toon, or cleared). */
export function toonIdLocked(toonId: string | null): HttpError {
  return new HttpError(
    409,
    'toon_id_locked',
    `A verified toon stays linked to its game toon (${toonId ?? 'none'}): its toonId cannot change. Create a new toon for another game toon.`,
  );
}
