// The lists page's forms (shopping.md §3 "Wish list", §7; decision 026): create a list; per own
// list rename it, make it the default, delete it.
import { z } from 'zod';
import { idField } from '~/lib/ids';
import { listNameField } from '~/lib/list-fields';

export const LISTS_INTENT = { create: 'create', rename: 'rename', makeDefault: 'make-default', delete: 'delete' } as const;

export const LISTS_PATH = '/profile/lists';

/** The query of /profile/lists that asks to confirm a list's deletion (a page of its own, so it works without JS). */
export const CONFIRM_DELETE = 'elimina';

export const createSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LISTS_INTENT.create), name: listNameField() }))();

export const renameSchema = /* @__PURE__ */ (() =>
  z.object({ intent: z.literal(LISTS_INTENT.rename), listId: idField(), name: listNameField() }))();

export const makeDefaultSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LISTS_INTENT.makeDefault), listId: idField() }))();

export const deleteSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(LISTS_INTENT.delete), listId: idField() }))();
