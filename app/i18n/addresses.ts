// The address book's words and the shell's (docs/decisions/004-translations.md): only
// /profile/addresses and its add/edit dialog carry them. The address form's own words are the
// address picker's (places.ts).
import addresses from '~/locales/it/addresses.json';
import common from '~/locales/it/common.json';
import { createTranslator } from './translator';

export const tAddresses = createTranslator(addresses, common);
