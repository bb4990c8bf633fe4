import { renditionUrl } from 'shared-contracts/domain';
import { TOON_PICTURES } from '../lib/picture-sizes';

/**
 * One toon's pictures: a portrait and a full-body picture, each with a link per size that opens it.
 * The pictures come from the rendition service, another origin, where browsers ignore `download`;
 * fetching them to save here would need that service to allow this site (CORS, which its docs do
 * not promise) and the CSP to allow connecting to it, so the links open, and say so.
 */
export function ToonPictures({
  name,
  dna,
  renditionBase,
}: {
  name: string;
  dna: string;
  renditionBase: string;
}) {
  return (
    <li className="card toon-pictures" data-testid="toon-pictures">
      <h3 className="toon-pictures__name">{name}</h3>
      <div className="toon-pictures__row">
        {TOON_PICTURES.map((kind) => (
          <figure key={kind.pose} className="toon-pictures__figure">
            <img
              src={renditionUrl(renditionBase, dna, kind.pose, 256)}
              alt={`${kind.label} of ${name}`}
              width={128}
              height={128}
              loading="lazy"
            />
            <figcaption>
              {kind.label}
              <span className="toon-pictures__downloads">
                {kind.sizes.map((size) => (
                  <a
                    key={size}
                    href={renditionUrl(renditionBase, dna, kind.pose, size)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Open the ${kind.label.toLowerCase()} of ${name}, ${size} by ${size} pixels, in a new tab`}
                  >
                    Open {size}px
                  </a>
                ))}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </li>
  );
}
