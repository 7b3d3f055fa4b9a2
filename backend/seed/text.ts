// Text helpers shared by the generators.

/** ascii kebab-case: accents dropped, anything else becomes a dash */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Italian decimal comma, no trailing zeros: 1.5 → '1,5' */
export function itNumber(n: number, maxDecimals = 2): string {
  return Number(n.toFixed(maxDecimals)).toString().replace('.', ',');
}

export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
