import type { ToonLinkData } from 'shared-contracts/domain';
import { type HeadColorView, headColorView, speciesText } from '../lib/toon-facts';

/** The toon's head colour: a swatch beside its words and hex code (never the colour alone). */
export function HeadColor({ color }: { color: HeadColorView }) {
  return (
    <>
      <span className="head-color-swatch" aria-hidden="true" style={{ backgroundColor: color.hex }} />{' '}
      {color.words} ({color.hex})
    </>
  );
}

/** The toon's species and head colour as terms of a description list (the port card's and dashboard's). */
export function IdentityFacts({ toon }: { toon: ToonLinkData['toon'] }) {
  const species = speciesText(toon);
  const headColor = headColorView(toon);
  return (
    <>
      {species && (
        <>
          <dt>Species</dt>
          <dd>{species}</dd>
        </>
      )}
      {headColor && (
        <>
          <dt>Head colour</dt>
          <dd>
            <HeadColor color={headColor} />
          </dd>
        </>
      )}
    </>
  );
}
