// How the geocoding stand-in compares street names: what a shopper types ('v. roma', 'VIA  Roma ',
// 'Via Róma') must meet the seeded name ('Via Roma'). Accents, case, punctuation and spacing do not
// count, and the usual abbreviations of Italian street kinds are written out.

// an abbreviation is followed by a dot or a space: 'Vittorio Veneto' is not 'Via ittorio Veneto'
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/^v\.?le(\.\s*|\s+)/, 'viale '],
  [/^v(\.\s*|\s+)/, 'via '],
  [/^p\.?\s*zz?a(\.\s*|\s+)/, 'piazza '],
  [/^p\.?le(\.\s*|\s+)/, 'piazzale '],
  [/^c\.?so(\.\s*|\s+)/, 'corso '],
  [/^l\.?go(\.\s*|\s+)/, 'largo '],
  [/^f\.?ta(\.\s*|\s+)/, 'fondamenta '],
];

/** 'V. Sant’Antonino' → 'via sant antonino' */
export function normalizeStreet(name: string): string {
  let value = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
  const abbreviation = ABBREVIATIONS.find(([pattern]) => pattern.test(value));
  if (abbreviation) value = value.replace(abbreviation[0], abbreviation[1]);
  return value
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** FNV-1a: a small stable hash, so a street's offset never changes between seeds */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** At most about 450 m north-south and 350 m east-west at these latitudes: inside the town. */
const MAX_OFFSET_DEGREES = 0.004;

/** The street's point: the postal code's centroid plus an offset that depends only on the street. */
export function streetPoint(centroid: { latitude: number; longitude: number }, normalized: string) {
  const h = hash(normalized);
  const dx = ((h & 0xffff) / 0xffff - 0.5) * 2 * MAX_OFFSET_DEGREES;
  const dy = (((h >>> 16) & 0xffff) / 0xffff - 0.5) * 2 * MAX_OFFSET_DEGREES;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { latitude: round(centroid.latitude + dy), longitude: round(centroid.longitude + dx) };
}
