// The list selector's forms (shopping.md §2 "List selector dialog", §7): the product into a list of
// the customer's, or into a new list; with JS the dialog stays open (STAY_FIELD) and says it there.
import { z } from 'zod';
import { idField } from '~/lib/ids';
import { listNameField } from '~/lib/list-fields';
import { STAY_FIELD } from '~/routes/cart/forms';
import { SELECTOR_INTENT } from './links';

export { SELECTOR_INTENT };

const common = () => ({ productId: z.string().optional(), back: z.string().optional(), [STAY_FIELD]: z.string().optional() });

export const addToListSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(SELECTOR_INTENT.addToList), listId: idField(), ...common() }))();

export const createAndAddSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(SELECTOR_INTENT.createAndAdd), name: listNameField(), ...common() }))();
