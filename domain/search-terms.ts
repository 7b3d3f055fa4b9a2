// The quick shopping-list search (/fast-search?q=latte, pane, uova): one query holds a whole list,
// and each term becomes its own product search, so the bounds below bound the backend's work.

export const FAST_SEARCH_MAX_TERMS = 20;
export const FAST_SEARCH_MAX_TERM_LENGTH = 100;

export function splitFastSearch(q: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of String(q ?? '').split(/[,;\r\n]+/)) {
    // Cut by code points so an emoji or accented letter at the limit is not split in half.
    const chars = Array.from(part.normalize('NFC').replace(/\s+/g, ' ').trim());
    const term = chars.slice(0, FAST_SEARCH_MAX_TERM_LENGTH).join('').trim();
    if (term === '') continue;
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === FAST_SEARCH_MAX_TERMS) break;
  }
  return terms;
}
