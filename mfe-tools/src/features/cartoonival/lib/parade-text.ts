import { type ParadeStatus, parseParadeStatus } from 'shared-contracts';

const TEXT: Record<ParadeStatus, string> = {
  active: 'The Cavalcade is marching right now: head to the playground and join the parade.',
  'in-transit': 'The Cavalcade is on its way between playgrounds.',
  unknown: 'The game reports a parade status this site does not know yet.',
};

/** The parade status from the game in words; anything unexpected is "unknown". */
export function paradeText(status: unknown): { status: ParadeStatus; text: string } {
  const parsed = parseParadeStatus(status);
  return { status: parsed, text: TEXT[parsed] };
}
