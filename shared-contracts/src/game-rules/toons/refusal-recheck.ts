// What a browser reports as refused (game-read-screen.ts), checked again where it is logged: the
// reported values are put back into a read of their own and screened with the same rules, and only
// the values that screen refuses again count. A value refused only beside others (a kind past the
// game's count, a total over its bound) cannot be shown from itself alone, so it does not count.
import type { ToonLinkData } from '../../domain/toonlink.js';
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

function place(read: Dictionary, { path, value }: ReportedRefusal): void {
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
    placeReward(child(read, 'rewards'), path.slice(1), number, text);
  } else if (section === 'toon' && path.length === 2 && a === 'style' && text !== null) {
    put(child(read, 'toon'), 'style', text);
  }
}

function placeReward(rewards: Dictionary, path: string[], number: number | null, text: string | null): void {
  const [list, a = '', b = ''] = path;
  if (list === 'sos' && path.length === 2 && number !== null) put(child(rewards, 'sos'), a, number);
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
  for (const refusal of reported) place(read, refusal);
  const { refusals } = screenGameRead(read as ToonLinkData);
  return refusals.filter((refusal) => reported.some((item) => samePath(item.path, refusal.path)));
}
