// The parking reservation's words and the shell's (docs/decisions/004-translations.md): only the
// customer's order page carries them. Marked pure: routes/profile.orders.$orderId/forms.ts reads its form errors
// through it, and the order list, which carries that module too, drops it when unused.
import common from '#strings/common.json';
import parking from '#strings/parking.json';
import { createTranslator } from './translator';

export const tParking = /* @__PURE__ */ createTranslator(parking, common);
