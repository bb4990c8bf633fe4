// Stand-in pictures for the rendering service: a doodle or a toon drawn in SVG, with colours taken
// from the DNA string so each DNA always gets the same picture.

/** @param {string} text */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string} dna */
function colours(dna) {
  const h = hash(dna);
  return {
    main: `hsl(${h % 360} 70% 62%)`,
    spot: `hsl(${(h >>> 9) % 360} 65% 45%)`,
    light: `hsl(${(h >>> 17) % 360} 80% 88%)`,
  };
}

/** @param {string} dna */
function doodle(dna) {
  const c = colours(dna);
  return `<ellipse cx="128" cy="150" rx="78" ry="62" fill="${c.main}"/>
  <circle cx="96" cy="138" r="12" fill="${c.spot}"/><circle cx="150" cy="170" r="9" fill="${c.spot}"/>
  <ellipse cx="84" cy="92" rx="16" ry="30" fill="${c.main}" transform="rotate(-20 84 92)"/>
  <ellipse cx="172" cy="92" rx="16" ry="30" fill="${c.main}" transform="rotate(20 172 92)"/>
  <circle cx="110" cy="128" r="11" fill="#fff"/><circle cx="146" cy="128" r="11" fill="#fff"/>
  <circle cx="112" cy="130" r="5" fill="#222"/><circle cx="148" cy="130" r="5" fill="#222"/>
  <path d="M112 160 q16 14 32 0" stroke="#222" stroke-width="4" fill="none" stroke-linecap="round"/>
  <ellipse cx="100" cy="210" rx="16" ry="9" fill="${c.spot}"/><ellipse cx="156" cy="210" rx="16" ry="9" fill="${c.spot}"/>`;
}

/**
 * @param {string} dna
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
function toonHead(dna, cx, cy, r) {
  const c = colours(dna);
  return `<ellipse cx="${cx - r * 0.55}" cy="${cy - r * 0.95}" rx="${r * 0.28}" ry="${r * 0.55}" fill="${c.main}"/>
  <ellipse cx="${cx + r * 0.55}" cy="${cy - r * 0.95}" rx="${r * 0.28}" ry="${r * 0.55}" fill="${c.main}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.main}"/>
  <ellipse cx="${cx}" cy="${cy + r * 0.3}" rx="${r * 0.55}" ry="${r * 0.4}" fill="${c.light}"/>
  <circle cx="${cx - r * 0.32}" cy="${cy - r * 0.15}" r="${r * 0.16}" fill="#fff"/>
  <circle cx="${cx + r * 0.32}" cy="${cy - r * 0.15}" r="${r * 0.16}" fill="#fff"/>
  <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.12}" r="${r * 0.08}" fill="#222"/>
  <circle cx="${cx + r * 0.34}" cy="${cy - r * 0.12}" r="${r * 0.08}" fill="#222"/>
  <path d="M${cx - r * 0.3} ${cy + r * 0.35} q${r * 0.3} ${r * 0.3} ${r * 0.6} 0" stroke="#222" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>`;
}

/**
 * @param {string} dna
 * @param {string} pose
 */
function toon(dna, pose) {
  const c = colours(dna);
  if (pose.startsWith('portrait') || pose === 'head') return toonHead(dna, 128, 140, 70);
  return `${toonHead(dna, 128, 78, 42)}
  <rect x="98" y="120" width="60" height="70" rx="18" fill="${c.spot}"/>
  <rect x="70" y="124" width="18" height="52" rx="9" fill="${c.main}" transform="rotate(-35 79 124)"/>
  <rect x="168" y="126" width="18" height="52" rx="9" fill="${c.main}"/>
  <rect x="104" y="186" width="18" height="50" rx="8" fill="${c.light}"/>
  <rect x="134" y="186" width="18" height="50" rx="8" fill="${c.light}"/>`;
}

/**
 * An SVG picture for `/render/{dna}/{pose}/{w}x{h}.{ext}`.
 * @param {{ dna: string, pose: string, width: number, height: number }} picture
 */
export function renderSvg({ dna, pose, width, height }) {
  const body = pose === 'doodle' ? doodle(dna) : toon(dna, pose);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 256 256" role="img">
  <title>${escapeXml(`${pose} of ${dna}`)} (stand-in picture)</title>
  <rect width="256" height="256" rx="24" fill="#f4f1ff"/>
  ${body}
</svg>`;
}
