import { describe, expect, it } from 'vitest';
import {
  freshSearchedWords,
  parseSearchedWords,
  saveSearchedWord,
  SEARCHED_WORDS_MAX,
  SEARCHED_WORDS_MAX_AGE_MS,
  SEARCHED_WORD_MAX_LENGTH,
  serializeSearchedWords,
  type SearchedWord,
} from '#domain/searched-words';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const word = (name: string, counter: number, daysAgo: number): SearchedWord => ({ name, counter, timestamp: NOW - daysAgo * DAY });

describe('constants (spec §9: searched words kept 30 days)', () => {
  it('keeps words 30 days and at most 10 of them', () => {
    expect(SEARCHED_WORDS_MAX_AGE_MS).toBe(2_592_000_000);
    expect(SEARCHED_WORDS_MAX).toBe(10);
  });
});

describe('saveSearchedWord', () => {
  it('adds a new word with counter 1 and the current time', () => {
    expect(saveSearchedWord([], 'mozzarella', NOW)).toEqual([{ name: 'mozzarella', counter: 1, timestamp: NOW }]);
  });

  it('trims and collapses spaces, and ignores an empty word', () => {
    expect(saveSearchedWord([], '  olio   extra\tvergine ', NOW)).toEqual([{ name: 'olio extra vergine', counter: 1, timestamp: NOW }]);
    const list = [word('pane', 2, 1)];
    expect(saveSearchedWord(list, '   ', NOW)).toEqual(list);
    expect(saveSearchedWord(list, '', NOW)).toEqual(list);
  });

  it('counts an existing word case-insensitively, refreshes its time and keeps the newest spelling', () => {
    const list = [word('Latte', 3, 5), word('pane', 4, 2)];
    const saved = saveSearchedWord(list, 'LATTE', NOW);
    expect(saved).toEqual([
      { name: 'LATTE', counter: 4, timestamp: NOW },
      { name: 'pane', counter: 4, timestamp: NOW - 2 * DAY },
    ]);
  });

  it('treats accented letters typed either way as one word', () => {
    const saved = saveSearchedWord([word('caffè', 1, 1)], 'CAFFE\u0300', NOW);
    expect(saved).toHaveLength(1);
    expect(saved[0].counter).toBe(2);
  });

  it('drops words older than 30 days (and keeps one exactly 30 days old)', () => {
    const list = [word('vecchio', 9, 30.001), word('limite', 1, 30), word('recente', 1, 1)];
    expect(saveSearchedWord(list, 'nuovo', NOW).map((w) => w.name)).toEqual(['nuovo', 'recente', 'limite']);
  });

  it('restarts the counter of a word whose last search has expired', () => {
    expect(saveSearchedWord([word('uova', 7, 31)], 'uova', NOW)).toEqual([{ name: 'uova', counter: 1, timestamp: NOW }]);
  });

  it('sorts by counter descending, then most recent first', () => {
    const list = [word('a', 1, 3), word('b', 5, 3), word('c', 5, 1), word('d', 2, 0)];
    expect(saveSearchedWord(list, 'e', NOW).map((w) => w.name)).toEqual(['c', 'b', 'd', 'e', 'a']);
  });

  it(`keeps at most ${SEARCHED_WORDS_MAX} words, dropping the least searched`, () => {
    const list = Array.from({ length: 10 }, (_, i) => word(`parola${i}`, i + 2, 1));
    const saved = saveSearchedWord(list, 'nuova', NOW);
    expect(saved).toHaveLength(10);
    expect(saved.some((w) => w.name === 'nuova')).toBe(false);
    expect(saved.at(-1)?.name).toBe('parola0');
  });

  it('does not modify its input', () => {
    const list = [word('pane', 1, 1)];
    const copy = structuredClone(list);
    saveSearchedWord(list, 'pane', NOW);
    expect(list).toEqual(copy);
  });
});

describe('freshSearchedWords', () => {
  it('keeps the last 30 days, sorted', () => {
    expect(freshSearchedWords([word('old', 9, 40), word('x', 1, 1), word('y', 2, 2)], NOW).map((w) => w.name)).toEqual(['y', 'x']);
  });

  it('drops timestamps far in the future (a forged cookie would otherwise never expire)', () => {
    expect(freshSearchedWords([word('futuro', 1, -400), word('quasi', 1, -0.5)], NOW).map((w) => w.name)).toEqual(['quasi']);
  });
});

describe('parseSearchedWords and serializeSearchedWords', () => {
  it('round-trips', () => {
    const list = [word('pane', 2, 1), word('latte', 1, 2)];
    expect(parseSearchedWords(serializeSearchedWords(list))).toEqual(list);
  });

  it('writes only the three fields', () => {
    const extra = { ...word('pane', 1, 0), secret: 'x' } as SearchedWord;
    expect(JSON.parse(serializeSearchedWords([extra]))).toEqual([{ name: 'pane', counter: 1, timestamp: NOW }]);
  });

  it.each([undefined, null, '', 'not json', '{"name":"x"}', 42, {}, '[1,2,3]', '[null]'])('gives an empty list for %j', (value) => {
    expect(parseSearchedWords(value)).toEqual([]);
  });

  it('accepts an already parsed value', () => {
    expect(parseSearchedWords([word('pane', 1, 0)])).toEqual([word('pane', 1, 0)]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const json = JSON.stringify([
      { name: 'ok', counter: 1, timestamp: NOW },
      { name: '   ', counter: 1, timestamp: NOW },
      { name: 'x'.repeat(51), counter: 1, timestamp: NOW },
      { name: 'zero', counter: 0, timestamp: NOW },
      { name: 'float', counter: 1.5, timestamp: NOW },
      { name: 'string', counter: '3', timestamp: NOW },
      { name: 'neg', counter: 1, timestamp: -1 },
      { name: 7, counter: 1, timestamp: NOW },
      { counter: 1, timestamp: NOW },
    ]);
    expect(parseSearchedWords(json)).toEqual([{ name: 'ok', counter: 1, timestamp: NOW }]);
  });

  it('merges duplicates, keeping the better ranked one, and caps the list', () => {
    const list = [word('Pane', 1, 0), word('pane', 3, 5), ...Array.from({ length: 20 }, (_, i) => word(`w${i}`, 1, 1))];
    const parsed = parseSearchedWords(JSON.stringify(list));
    expect(parsed).toHaveLength(SEARCHED_WORDS_MAX);
    expect(parsed[0]).toEqual(word('pane', 3, 5));
    expect(parsed.filter((w) => w.name.toLowerCase() === 'pane')).toHaveLength(1);
  });

  it('stays small enough for a cookie, even in the worst case', () => {
    let list: SearchedWord[] = [];
    // '€' takes 3 bytes in UTF-8, the most an Italian keyboard produces.
    for (let i = 0; i < 50; i++)
      list = saveSearchedWord(list, `${i}${'€'.repeat(SEARCHED_WORD_MAX_LENGTH)}`.slice(0, SEARCHED_WORD_MAX_LENGTH), NOW + i);
    expect(list).toHaveLength(SEARCHED_WORDS_MAX);
    // A Remix cookie holding this string carries base64(UTF-8 of JSON.stringify(string)), a signature
    // of about 45 characters, and the name and attributes (under 150 characters).
    const cookieValue = Buffer.from(JSON.stringify(serializeSearchedWords(list)), 'utf8').toString('base64');
    expect(cookieValue.length + 45 + 150).toBeLessThan(4096);
  });

  it('does not remember a word longer than the limit', () => {
    expect(saveSearchedWord([], 'x'.repeat(SEARCHED_WORD_MAX_LENGTH + 1), NOW)).toEqual([]);
    expect(saveSearchedWord([], 'x'.repeat(SEARCHED_WORD_MAX_LENGTH), NOW)).toHaveLength(1);
  });
});
