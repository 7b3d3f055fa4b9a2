// The order pages' words and the shell's (docs/decisions/004-translations.md): only /profile/orders
// and its detail carry them.
import common from '#strings/common.json';
import orders from '#strings/orders.json';
import { createTranslator } from './translator';

export const tOrders = createTranslator(orders, common);
