// What a Makeship source may hold: a list of campaigns, or `{ sample?, campaigns }` (the shipped
// sample file says `"sample": true` so the page can say so). Anything else is refused whole.
import { type MakeshipCampaign, MakeshipCampaignSchema } from 'shared-contracts/domain';
import { z } from 'zod';

const CampaignListSchema = z.array(MakeshipCampaignSchema).max(500);

// A bare list is read as `{ campaigns: list }`, so errors name the bad field either way.
export const MakeshipSourceDataSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { campaigns: value } : value),
  z.object({ sample: z.boolean().default(false), campaigns: CampaignListSchema }),
);

export interface MakeshipSourceData {
  campaigns: MakeshipCampaign[];
  sample: boolean;
}

export class BadSourceDataError extends Error {
  constructor(readonly issues: string[]) {
    super(`The Makeship source sent data of the wrong shape: ${issues.slice(0, 5).join('; ')}`);
    this.name = 'BadSourceDataError';
  }
}

/** Validates parsed JSON from a source; throws BadSourceDataError naming the first problems. */
export function parseSourceData(json: unknown): MakeshipSourceData {
  const result = MakeshipSourceDataSchema.safeParse(json);
  if (result.success) return result.data;
  throw new BadSourceDataError(
    result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
  );
}
