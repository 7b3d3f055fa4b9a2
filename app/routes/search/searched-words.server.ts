// The shopper's recent searches (spec "searched words") in a cookie, so they render without JS.
import {
  parseSearchedWords,
  saveSearchedWord,
  serializeSearchedWords,
  freshSearchedWords,
  SEARCHED_WORDS_MAX_AGE_MS,
  type SearchedWord,
} from '#domain/searched-words';
import { shopCookie } from '~/lib/cookies.server';
import type { Shopper } from '~/lib/shopper.server';

const cookie = shopCookie('__spesa_searches', { maxAge: SEARCHED_WORDS_MAX_AGE_MS / 1000 });

export async function readSearchedWords(request: Request, now = Date.now()): Promise<SearchedWord[]> {
  const raw = await cookie.parse(request.headers.get('Cookie'));
  return freshSearchedWords(parseSearchedWords(raw), now);
}

/** Saves a word: the cookie goes with the shopper's answer (respond/goTo). */
export async function rememberSearch(shopper: Shopper, words: SearchedWord[], word: string, now = Date.now()): Promise<void> {
  shopper.cookies.push(await cookie.serialize(serializeSearchedWords(saveSearchedWord(words, word, now))));
}
