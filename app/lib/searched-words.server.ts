// The shopper's recent searches (spec "searched words") in a cookie, so they render without JS.
import { createCookie } from '@remix-run/node';
import {
  parseSearchedWords,
  saveSearchedWord,
  serializeSearchedWords,
  freshSearchedWords,
  SEARCHED_WORDS_MAX_AGE_MS,
  type SearchedWord,
} from '#domain/searched-words';
import { env } from './env.server';

const cookie = createCookie('__spesa_searches', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: env.isProduction && !process.env.INSECURE_COOKIES,
  secrets: env.sessionSecrets,
  maxAge: SEARCHED_WORDS_MAX_AGE_MS / 1000,
});

export async function readSearchedWords(request: Request, now = Date.now()): Promise<SearchedWord[]> {
  const raw = await cookie.parse(request.headers.get('Cookie'));
  return freshSearchedWords(parseSearchedWords(raw), now);
}

/** Saves a word and answers the Set-Cookie header value. */
export async function rememberSearch(words: SearchedWord[], word: string, now = Date.now()): Promise<string> {
  return cookie.serialize(serializeSearchedWords(saveSearchedWord(words, word, now)));
}
