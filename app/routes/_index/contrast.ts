// WCAG contrast between two colours, and the text colour that reads on a background the content
// API chose (banner proposals come with any bgColor: pale ones cannot carry white text).

type Rgb = [number, number, number];

const CHANNEL = '(25[0-5]|2[0-4]\\d|1?\\d?\\d)';
const ALPHA = '(?:[\\s,/]+(?:0|1|0?\\.\\d+|1\\.0+|\\d{1,2}%|100%))?';
const RGB = new RegExp(`^rgba?\\(\\s*${CHANNEL}[\\s,]+${CHANNEL}[\\s,]+${CHANNEL}${ALPHA}\\s*\\)$`);

/**
 * '#abc', '#abcd', '#aabbcc', '#aabbccdd' or 'rgb(r, g, b)' / 'rgba(r, g, b, a)' as 0-255 channels
 * (alpha ignored); null for anything else, a valid colour followed by more CSS included.
 */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1].slice(0, 3)].map((d) => d + d) : hex[1].slice(0, 6).match(/../g)!;
    return digits.map((d) => parseInt(d, 16)) as Rgb;
  }
  const rgb = RGB.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/**
 * A colour from the content API as a style may carry it: only what `parseColor` reads whole, so
 * nothing else reaches the CSS (`red;background:url(...)` is dropped); null otherwise.
 */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return parseColor(value) ? value.trim().toLowerCase() : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#000000';

/**
 * White or black, whichever contrasts more with the background: one of the two always reaches
 * 4.58:1 at least, so the text passes WCAG AA (4.5:1) on any background.
 */
export function readableText(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}
