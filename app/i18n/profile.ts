// The customer's area's own words (docs/decisions/004-translations.md): the profile menu, which every
// /profile page carries, so it stays small.
import common from '#strings/common.json';
import profile from '#strings/profile.json';
import { createTranslator } from './translator';

export const tProfile = createTranslator(profile, common);
