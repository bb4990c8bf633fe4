import {
  BEAN_COLORS,
  type BeanColor,
  FLOWER_COLORS,
  type FlowerColor,
  type GagTrackName,
  type SuitDepartment,
} from 'trinket-game/data';
import { gagTrackByName } from '../lib/gag-progress';

// Small pictures drawn for the dashboard, beside the text that already says the same thing, so
// they are hidden from assistive technology. Shapes take `currentColor`; colours are in
// toon-dashboard.css, except the game's own flower and jellybean colours (garden.ts, from the source).

function Picture({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <svg className={`dashboard-icon ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const HIGHLIGHT = 'rgb(255 255 255 / 0.75)';

const GAG_TRACK_SHAPES: Readonly<Record<GagTrackName, React.ReactNode>> = {
  // A heart with a plus: healing.
  'Toon-Up': (
    <>
      <path d="M12 21C5 16 2 12.5 2 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 10 2.5C22 12.5 19 16 12 21z" />
      <path d="M11 9h2v2h2v2h-2v2h-2v-2H9v-2h2z" fill={HIGHLIGHT} />
    </>
  ),
  // A banana peel.
  Trap: (
    <>
      <path d="M12 3c-2 4-2 8 0 11-3-1-6 0-8 4 3-1 5-.5 7 1 1-1.5 2-2 3-2s2 .5 3 2c2-1.5 4-2 7-1-2-4-5-5-8-4 2-3 2-7 0-11z" />
      <path d="M11 3h2v2h-2z" fill={HIGHLIGHT} />
    </>
  ),
  // A horseshoe magnet.
  Lure: (
    <>
      <path d="M4 3h6v9a2 2 0 0 0 4 0V3h6v9a8 8 0 0 1-16 0z" />
      <path d="M4 3h6v3H4zm10 0h6v3h-6z" fill="#a8b0b8" />
    </>
  ),
  // A horn and its sound.
  Sound: (
    <>
      <path d="M2 9v6h4l7 5V4L6 9z" />
      <path
        d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  // A cream pie.
  Throw: (
    <>
      <path d="M2 13h20l-2.5 6h-15z" />
      <path d="M3 13c1-4 5-6.5 9-6.5s8 2.5 9 6.5z" fill="#f3dfa2" stroke="currentColor" />
    </>
  ),
  // A drop of water.
  Squirt: (
    <>
      <path d="M12 2C9 7 5 11 5 15a7 7 0 0 0 14 0c0-4-4-8-7-13z" />
      <path d="M8.5 15a3.5 3.5 0 0 0 3 3.4" fill="none" stroke={HIGHLIGHT} strokeWidth="1.5" />
    </>
  ),
  // A weight on its ring.
  Drop: (
    <>
      <path d="M6.5 9h11l3.5 12H3z" />
      <path d="M9 9a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
};

/** The track's picture, or nothing for a track the site does not know. */
export function GagTrackIcon({ track }: { track: string }) {
  const known = gagTrackByName(track);
  if (known === null) return null;
  return <Picture className={`gag-icon gag-icon--${known.toLowerCase()}`}>{GAG_TRACK_SHAPES[known]}</Picture>;
}

const DEPARTMENT_SHAPES: Readonly<Record<SuitDepartment, React.ReactNode>> = {
  // Sales going up.
  sellbot: <path d="M6 17v-4h3v4zm4.5 0V10h3v7zM15 17V7h3v10z" />,
  // A dollar.
  cashbot: (
    <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="sans-serif">
      $
    </text>
  ),
  // The scales.
  lawbot: (
    <>
      <path d="M11.25 6h1.5v11h-1.5zM8 17h8v1.5H8zM5 8h14v1.5H5z" />
      <path d="M3.5 13h5a2.5 2.5 0 0 1-5 0zm12 0h5a2.5 2.5 0 0 1-5 0z" />
      <path d="M6 9.5 4 13m2-3.5L8 13m10-3.5L16 13m2-3.5 2 3.5" fill="none" stroke="#fff" />
    </>
  ),
  // A boss's tie.
  bossbot: <path d="M10 5h4l-1 3 2 8-3 3-3-3 2-8z" />,
};

/** A round badge with the department's sign. */
export function DepartmentBadge({ department }: { department: SuitDepartment }) {
  return (
    <Picture className={`department-badge department-badge--${department}`}>
      <circle cx="12" cy="12" r="11.5" />
      <g fill="#fff">{DEPARTMENT_SHAPES[department]}</g>
    </Picture>
  );
}

const PETALS = [
  [12, 6.5],
  [17.2, 10.3],
  [15.2, 16.4],
  [8.8, 16.4],
  [6.8, 10.3],
] as const;

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/** Five petals in the flower's colour (the source's `FlowerColors`). */
export function FlowerGlyph({ color }: { color: FlowerColor }) {
  const [red, green, blue] = FLOWER_COLORS[color];
  return (
    <Picture className="flower-glyph">
      <g fill={`rgb(${percent(red)} ${percent(green)} ${percent(blue)})`} stroke="rgb(0 0 0 / 0.35)">
        {PETALS.map(([cx, cy]) => (
          <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="4.5" />
        ))}
      </g>
      <circle cx="12" cy="12" r="3" fill="#c98a1b" />
    </Picture>
  );
}

/** One dot per jellybean, in planting order, in the source's bean colours (`BeanColors`). */
export function BeanDots({ beans }: { beans: readonly BeanColor[] }) {
  return (
    <span className="bean-dots" aria-hidden="true">
      {beans.map((bean, index) => (
        <span
          // The same colour may come twice; the order is the recipe's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="bean-dot"
          style={{ backgroundColor: `rgb(${BEAN_COLORS[bean].rgb.join(' ')})` }}
        />
      ))}
    </span>
  );
}
