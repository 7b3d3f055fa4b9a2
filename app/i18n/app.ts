// The installed shop's words (the offline page, the new-version notice, the install banner): a
// dictionary of its own, so that the shell's, which every page carries, does not grow with them.
import app from '#strings/app.json';
import { createTranslator } from './translator';

export const tApp = createTranslator(app);
