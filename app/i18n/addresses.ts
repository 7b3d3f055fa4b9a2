// The address book's words and the shell's (docs/decisions/004-translations.md): only
// /profile/addresses and its add/edit dialog carry them. The address form's own words are the
// address picker's (places.ts).
import addresses from '#strings/addresses.json';
import common from '#strings/common.json';
import { createTranslator } from './translator';

export const tAddresses = createTranslator(addresses, common);
