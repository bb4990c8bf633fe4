import type {
  ToonLinkInvasion,
  ToonLinkLocation,
  ToonLinkNpc,
  ToonLinkTask,
  ToonLinkToon,
} from 'shared-contracts/domain';
import { countText, ofText } from './game-numbers';

// What the game says about a toon, as the words the port card and the dashboard show: where it
// is, who it is, the invasion in its district, and its tasks. Field meanings: the game's local API
// doc (github.com/ToontownRewritten/api-doc, local.md).

/** "Silly Street, Toontown Central": a playground whose zone is its neighbourhood is named once. */
export function placeText(
  zone: string | null | undefined,
  neighborhood: string | null | undefined,
): string | null {
  const parts = [zone, neighborhood].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length === 0 ? null : unique.join(', ');
}

/** "Silly Street, Toontown Central · Zapwood", from whatever parts the game sent. */
export function locationText(location: ToonLinkLocation | null | undefined): string | null {
  if (!location) return null;
  const district = location.district?.trim() || null;
  const text = [placeText(location.zone, location.neighborhood), district].filter(Boolean).join(' · ');
  return text === '' ? null : text;
}

/** "Sample Clerk, Toon Hall, Silly Street, Toontown Central": the parts the game sent, once each. */
export function npcText(npc: ToonLinkNpc | null | undefined): string | null {
  if (!npc) return null;
  const place = placeText(npc.zone, npc.neighborhood);
  const text = [npc.name, npc.building, place].filter((part) => part && part.trim() !== '').join(', ');
  return text === '' ? null : text;
}

/** A game fraction written as one ("0 of 0", "0/0"): not worth showing when its target is 0. */
const EMPTY_FRACTION = /^\s*0\s*(of|\/)\s*0\s*$/i;

/**
 * A task's progress as shown: "2 / 6" when it counts towards a target, else the game's own words
 * ("Complete"). A target of 0 (a visit, a delivery) has no fraction to show.
 */
export function taskProgressText(
  progress: NonNullable<ToonLinkTask['objective']>['progress'],
): string | null {
  const { current, target } = progress ?? {};
  if (typeof current === 'number' && typeof target === 'number' && target > 0) return ofText(current, target);
  const words = progress?.text?.trim();
  return words && !EMPTY_FRACTION.test(words) ? words : null;
}

/** The task's flavour text ("Just for fun!"), when the game sends one. */
export function taskTypeText(task: ToonLinkTask): string | null {
  return task.type?.trim() || null;
}

export interface InvasionView {
  /** "Invasion in Zapwood", or "Invasion in this district" when the game names none. */
  label: string;
  /** "Flunky · 3,000 Cogs · mega-invasion". */
  text: string;
}

/** The invasion in the toon's district, or null when the game reports none. */
export function invasionView(
  invasion: ToonLinkInvasion | null | undefined,
  district: string | null | undefined,
): InvasionView | null {
  const cog = invasion?.cog?.trim();
  if (!invasion || !cog) return null;
  const parts = [cog];
  if (typeof invasion.quantity === 'number') {
    parts.push(invasion.quantity === 1 ? '1 Cog' : `${countText(invasion.quantity)} Cogs`);
  }
  if (invasion.mega === true) parts.push('mega-invasion');
  const where = district?.trim();
  return { label: where ? `Invasion in ${where}` : 'Invasion in this district', text: parts.join(' · ') };
}

/** "Dog" from the game's "dog". */
export function speciesText(toon: ToonLinkToon | null | undefined): string | null {
  const species = toon?.species?.trim();
  return species ? species.charAt(0).toUpperCase() + species.slice(1) : null;
}

export interface HeadColorView {
  /** "#e4a23c", safe to paint (only a hex colour is kept). */
  hex: string;
  /** "orange": the colour in words, so it never rests on the swatch alone. */
  words: string;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** Rough words for a colour (its hue, and light or dark), from its hex code. */
export function colorWords(hex: string): string {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.1) return lightness > 0.85 ? 'white' : lightness < 0.15 ? 'black' : 'grey';
  let hue = 0;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  const names: ReadonlyArray<readonly [number, string]> = [
    [15, 'red'],
    [45, 'orange'],
    [70, 'yellow'],
    [165, 'green'],
    [195, 'cyan'],
    [255, 'blue'],
    [290, 'purple'],
    [335, 'pink'],
    [360, 'red'],
  ];
  const name = names.find(([limit]) => hue < limit)?.[1] ?? 'red';
  const shade = lightness > 0.75 ? 'light ' : lightness < 0.3 ? 'dark ' : '';
  return `${shade}${name}`;
}

/** The head colour the game sends, or null when it is missing or not a hex colour. */
export function headColorView(toon: ToonLinkToon | null | undefined): HeadColorView | null {
  const hex = toon?.headColor?.trim();
  if (!hex || !HEX.test(hex)) return null;
  return { hex: hex.toLowerCase(), words: colorWords(hex) };
}
