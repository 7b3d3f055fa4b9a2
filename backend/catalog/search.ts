// Free-text search planning: what the shopper typed becomes either a barcode lookup or a tsquery in
// the 'italian' configuration (stems: "mozzarelle" finds "mozzarella"), with the last word matched as
// a prefix (typing "mozz") and every unknown word replaced by its closest known word by trigram
// similarity ("mozarela" → "mozzarella"). One round trip decides the corrections of all words.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { namedRows } from '../db/query';
import { fromCatalog, type Catalog } from './cache';

export type SearchPlan =
  { kind: 'barcode'; query: string; barcode: string } | { kind: 'text'; query: string; tsquery: string | null; corrected: string | null };

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const BARCODE = /^\d{8,14}$/;
/** pg_trgm's default: "mozarela" and "mozzarella" score 0.54 */
const SIMILARITY_THRESHOLD = 0.3;

/** lower case, accents stripped, letters and digits only: the alphabet of search_word */
export function queryWords(q: string): string[] {
  return q
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

// Words hold only letters and digits, so quoting them cannot change the tsquery's structure.
function lexeme(word: string, prefix: boolean): string {
  return `'${word}'${prefix ? ':*' : ''}`;
}

export function tsqueryOf(words: string[]): string | null {
  if (!words.length) return null;
  return words.map((w, i) => lexeme(w, i === words.length - 1)).join(' & ');
}

type WordVerdict = { ord: number; known: boolean; suggestion: string | null };

async function judgeWords(db: Database, words: string[]): Promise<WordVerdict[]> {
  const values = sql.join(
    words.map((w, i) => sql`(${i}::int, ${w}::text, ${lexeme(w, i === words.length - 1)}::text)`),
    sql`, `,
  );
  // A word is known when it is a stop word, a word of the lexicon, or matches some product through
  // its stem (plurals, or the prefix being typed). Only unknown words of letters get a suggestion.
  // similarity() with an explicit threshold rather than the indexable `%` operator: in PGlite 0.5,
  // with cube loaded beside pg_trgm, `%` matches nothing and leaves the instance hung. The lexicon
  // is small (distinct words, not products), so scanning it for a typo costs milliseconds.
  // catalog_matches (migration 0009; 0023 reads listing_product's index, which has no pending list)
  // asks the GIN index: under EXISTS the planner would rather scan every product hoping for an early
  // match, which never comes for a typo.
  // Named (decision 075): its text depends only on how many words there are, and every plan of it is
  // the same (each word is looked up on its own), so a connection plans it once per word count, where
  // planning it every time cost PostgreSQL 0.1-0.5 ms of CPU per search.
  return namedRows<WordVerdict>(
    db,
    'judge_words',
    sql`
      select x.ord, x.known,
        case when x.known or length(x.word) < 3 or x.word ~ '[0-9]' then null
          else (select s.word from search_word s
                where similarity(s.word, x.word) >= ${SIMILARITY_THRESHOLD}::real
                order by similarity(s.word, x.word) desc, s.frequency desc, s.word
                limit 1)
        end as suggestion
      from (
        select w.ord, w.word,
          (numnode(to_tsquery('italian', w.lexeme)) = 0
            or exists (select 1 from search_word s where s.word = w.word)
            or public.catalog_matches(to_tsquery('italian', w.lexeme))) as known
        from (values ${values}) as w(ord, word, lexeme)
      ) x
      order by x.ord`,
  );
}

export async function planSearch(from: Catalog, q: string): Promise<SearchPlan> {
  const query = q.trim();
  if (BARCODE.test(query)) return { kind: 'barcode', query, barcode: query };
  const words = queryWords(query);
  if (!words.length) return { kind: 'text', query, tsquery: null, corrected: null };

  // the verdicts depend only on the words and the catalogue: kept per catalogue version (cache.ts)
  const verdicts = await fromCatalog(from, `words:${words.join(' ')}`, (read) => judgeWords(read.db, words));
  let changed = false;
  const final = words.map((word, i) => {
    const suggestion = verdicts.find((v) => v.ord === i)?.suggestion;
    if (suggestion && suggestion !== word) {
      changed = true;
      return suggestion;
    }
    return word;
  });
  return { kind: 'text', query, tsquery: tsqueryOf(final), corrected: changed ? final.join(' ') : null };
}
