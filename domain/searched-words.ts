// The shopper's recent searches (spec §4 "Searched words", §9: kept 30 days). The storefront keeps
// them in a cookie, so everything read back is treated as untrusted input.

export type SearchedWord = { name: string; counter: number; timestamp: number };

export const SEARCHED_WORDS_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/**
 * The list rides in a cookie sent with every request, and a browser keeps at most 4 KB per cookie.
 * Ten words of up to SEARCHED_WORD_MAX_LENGTH characters, even all accented, still fit once
 * JSON-encoded, UTF-8 and base64'd as Remix cookies are (and the shell shows only a few anyway).
 */
export const SEARCHED_WORDS_MAX = 10;
/** A longer "word" is a pasted sentence, not something worth suggesting again; see MAX above. */
export const SEARCHED_WORD_MAX_LENGTH = 50;
/** Tolerated clock skew between the machine that wrote a timestamp and the one reading it. */
const FUTURE_TOLERANCE_MS = 24 * 3600 * 1000;
/** A cookie never holds more; reading further into a forged one is wasted work. */
const MAX_PARSED_ENTRIES = 100;

export function normalizeSearchedWord(word: string): string {
  return word.normalize('NFC').replace(/\s+/g, ' ').trim();
}

const key = (name: string) => name.toLowerCase();

function byRank(a: SearchedWord, b: SearchedWord): number {
  return b.counter - a.counter || b.timestamp - a.timestamp || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Words searched in the last 30 days, most searched first (then most recent), at most MAX. */
export function freshSearchedWords(list: readonly SearchedWord[], now: number): SearchedWord[] {
  return list
    .filter((w) => now - w.timestamp <= SEARCHED_WORDS_MAX_AGE_MS && w.timestamp - now <= FUTURE_TOLERANCE_MS)
    .map((w) => ({ ...w }))
    .sort(byRank)
    .slice(0, SEARCHED_WORDS_MAX);
}

export function saveSearchedWord(list: readonly SearchedWord[], word: string, now: number): SearchedWord[] {
  const name = normalizeSearchedWord(word);
  if (name === '' || name.length > SEARCHED_WORD_MAX_LENGTH) return freshSearchedWords(list, now);
  // Only fresh words count: a word last searched 31 days ago starts again from 1.
  const fresh = freshSearchedWords(list, now);
  const existing = fresh.find((w) => key(w.name) === key(name));
  const others = fresh.filter((w) => w !== existing);
  // The newest spelling wins: it is what the shopper typed last and will recognise.
  const saved: SearchedWord = { name, counter: (existing?.counter ?? 0) + 1, timestamp: now };
  return [saved, ...others].sort(byRank).slice(0, SEARCHED_WORDS_MAX);
}

function toSearchedWord(value: unknown): SearchedWord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, counter, timestamp } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof counter !== 'number' || typeof timestamp !== 'number') return null;
  const clean = normalizeSearchedWord(name);
  if (clean === '' || clean.length > SEARCHED_WORD_MAX_LENGTH) return null;
  if (!Number.isSafeInteger(counter) || counter < 1) return null;
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) return null;
  return { name: clean, counter, timestamp };
}

/** Reads a cookie value (a JSON string or the already parsed value); anything malformed is dropped. */
export function parseSearchedWords(json: unknown): SearchedWord[] {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const byName = new Map<string, SearchedWord>();
  for (const entry of value.slice(0, MAX_PARSED_ENTRIES)) {
    const word = toSearchedWord(entry);
    if (!word) continue;
    const other = byName.get(key(word.name));
    if (!other || byRank(word, other) < 0) byName.set(key(word.name), word);
  }
  return [...byName.values()].sort(byRank).slice(0, SEARCHED_WORDS_MAX);
}

export function serializeSearchedWords(list: readonly SearchedWord[]): string {
  return JSON.stringify(list.slice(0, SEARCHED_WORDS_MAX).map(({ name, counter, timestamp }) => ({ name, counter, timestamp })));
}
