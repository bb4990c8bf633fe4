import type { HeadColorView } from '../lib/toon-facts';

/** The toon's head colour: a swatch beside its words and hex code (never the colour alone). */
export function HeadColor({ color }: { color: HeadColorView }) {
  return (
    <>
      <span className="head-color-swatch" aria-hidden="true" style={{ backgroundColor: color.hex }} />{' '}
      {color.words} ({color.hex})
    </>
  );
}
