// A toon's style DNA for Rendition, without zod: the game rules (game-read-screen.ts) check the
// game's `toon.style` with it, and RenditionDnaSchema (toon.ts) with the same pattern.

/** Hexadecimal, 2 to 512 characters, as the game's Shift+F11 and ToonLink give it (trimmed first). */
export const RENDITION_DNA_PATTERN = /^[0-9a-fA-F]{2,512}$/;
