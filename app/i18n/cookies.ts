// The cookie centre's words: a dictionary of its own, loaded only with the centre (a first visit, the
// footer's "Preferenze cookie", /cookie), not with every page's shell.
import cookies from '#strings/cookies.json';
import { createTranslator } from './translator';

export const tCookies = createTranslator(cookies);
