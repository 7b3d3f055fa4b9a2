// The checkout's words and the shell's (docs/decisions/004-translations.md): only the checkout and
// payment result pages carry them.
import checkout from '#strings/checkout.json';
import common from '#strings/common.json';
import { createTranslator } from './translator';

export const tCheckout = createTranslator(checkout, common);
