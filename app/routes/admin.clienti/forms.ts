// The customer search page's one form that changes something: act for a customer (decision 054).
import { z } from 'zod';
import { idField } from '~/lib/ids';

export const CUSTOMERS_INTENT = { act: 'act' } as const;

export const actSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(CUSTOMERS_INTENT.act), user_id: idField() }))();

/** the search's GET parameters, read leniently: what a person typed in the search form */
export const SORTS = ['name', 'name_desc', 'email', 'recent'] as const;
