import { RenditionDnaSchema } from 'shared-contracts/domain';

export type DnaInput = { ok: true; dna: string } | { ok: false; message: string };

/** A pasted style DNA (the game copies it with Shift+F11): hexadecimal, spaces ignored. */
export function parseDnaInput(text: string): DnaInput {
  const compact = text.replace(/\s+/g, '');
  if (!compact) return { ok: false, message: 'Paste a style DNA first.' };
  const parsed = RenditionDnaSchema.safeParse(compact);
  return parsed.success
    ? { ok: true, dna: parsed.data.toLowerCase() }
    : { ok: false, message: 'A style DNA is a string of hexadecimal digits (0-9, a-f), up to 512 long.' };
}
