// What a browser reports as refused (game-read-screen.ts), checked again where it is logged: the
// reported values are put back into a read of their own and screened with the same rules, and only
// the values that screen refuses again count. A list with more kinds than the game's is reported as
// the list and its count, so that can be checked again too; a value refused only for a total over
// its bound (beside values not reported) cannot be, and does not count.

import { MAX_RECORD_ENTRIES, type ToonLinkData } from 'shared-contracts/domain';
import { type GameValueRefusal, type RefusedValue, screenGameRead } from './game-read-screen.js';

export interface ReportedRefusal {
  path: string[];
  value: RefusedValue;
}

type Dictionary = Record<string, unknown>;

/** Sets an own property, so a key such as `__proto__` stays a plain key. */
function put(target: Dictionary, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The dictionary under `key`, made when missing. */
function child(target: Dictionary, key: string): Dictionary {
  if (!Object.hasOwn(target, key)) put(target, key, {});
  return target[key] as Dictionary;
}

function place(read: Dictionary, { path, value }: ReportedRefusal, listed: (list: string) => number): void {
  const [section, a = '', b = '', c = '', d = '', e = ''] = path;
  const number = typeof value === 'number' ? value : null;
  const text = typeof value === 'string' ? value : null;
  const fish = () => child(read, 'fish');
  if (section === 'fish' && path.length === 6 && a === 'collection' && c === 'album' && e === 'weight') {
    put(child(child(child(fish(), 'collection'), b), 'album'), d, { weight: number });
  } else if (section === 'fish' && path.length === 3 && a === 'rod' && b === 'name' && text !== null) {
    put(fish(), 'rod', { name: text });
  } else if ((section === 'golf' || section === 'racing') && path.length === 2) {
    if (!Object.hasOwn(read, section)) put(read, section, []);
    (read[section] as unknown[]).push({ name: a === '' ? null : a, num: number });
  } else if (section === 'rewards') {
    placeReward(child(read, 'rewards'), path.slice(1), number, text, listed);
  } else if (section === 'toon' && path.length === 2 && a === 'style' && text !== null) {
    put(child(read, 'toon'), 'style', text);
  }
}

/**
 * Made-up entries standing for the list's kinds that were kept (`kinds` in all, less the `listed`
 * entries reported beside it), so the list breaks the game's count again with its reported entries
 * after them. At most the site's bound of entries.
 */
function placeKinds(list: Dictionary, kinds: number, listed: number): void {
  const count = Number.isSafeInteger(kinds) ? Math.min(Math.max(kinds - listed, 0), MAX_RECORD_ENTRIES) : 0;
  for (let index = 1; index <= count; index += 1) put(list, `#${index}`, 1);
}

function placeReward(
  rewards: Dictionary,
  path: string[],
  number: number | null,
  text: string | null,
  listed: (list: string) => number,
): void {
  const [list = '', a = '', b = ''] = path;
  if (list === 'sos' && path.length === 1 && number !== null)
    placeKinds(child(rewards, 'sos'), number, listed(list));
  else if (list === 'unites' && path.length === 1 && number !== null)
    placeKinds(child(child(rewards, 'unites'), '#'), number, listed(list));
  else if (list === 'sos' && path.length === 2 && number !== null) put(child(rewards, 'sos'), a, number);
  else if ((list === 'unites' || list === 'remotes') && path.length === 3 && number !== null)
    put(child(child(rewards, list), a), b, number);
  else if (list === 'summons' && path.length === 3 && b === 'name' && text !== null)
    put(child(rewards, 'summons'), a, { name: text });
  else if (list === 'pinkslips' && path.length === 1 && number !== null) put(rewards, 'pinkslips', number);
}

function samePath(first: string[], second: string[]): boolean {
  return first.length === second.length && first.every((part, index) => part === second[index]);
}

/** The reported values the shared screen refuses on its own, with its rule for each. */
export function confirmRefusals(reported: readonly ReportedRefusal[]): GameValueRefusal[] {
  const read: Dictionary = {};
  // A whole list (its count of kinds) first, then its entries: the screen takes them in that order.
  const listsFirst = [...reported].sort((first, second) => first.path.length - second.path.length);
  const listed = (list: string) =>
    reported.filter(({ path }) => path.length > 2 && path[0] === 'rewards' && path[1] === list).length;
  for (const refusal of listsFirst) place(read, refusal, listed);
  const { refusals } = screenGameRead(read as ToonLinkData);
  return refusals.filter((refusal) => reported.some((item) => samePath(item.path, refusal.path)));
}
