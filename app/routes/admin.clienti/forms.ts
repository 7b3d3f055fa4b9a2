// The customer search page's one form that changes something: act for a customer (decision 054).
import { z } from 'zod';
import { MAX_ID } from '#domain/filters';

export const CUSTOMERS_INTENT = { act: 'act' } as const;

export const actSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(CUSTOMERS_INTENT.act), user_id: z.coerce.number().int().min(1).max(MAX_ID) }))();

/** the search's GET parameters, read leniently: what a person typed in the search form */
export const SORTS = ['name', 'name_desc', 'email', 'recent'] as const;
