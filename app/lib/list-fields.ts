// A wish list's name as the lists page and the list selector read it (shopping.md §3 "Wish list",
// decision 026): the backend's rules (backend/routes/wishlist.ts) said in Italian next to the field,
// and what comes back to the page of a name refused.
import { z } from 'zod';
import { isReadableLine, MESSAGES } from '#domain/validators';
import { tLists } from '~/i18n/lists';

/** a list's name, once trimmed (the backend's LIST_NAME_MAX) */
export const LIST_NAME_MAX = 60;

/** A list's name: trimmed, white space runs made one space (a pasted line break or tab too), 1 to LIST_NAME_MAX readable characters. */
export const listNameField = () =>
  z.string({ required_error: MESSAGES.required }).transform((typed, ctx) => {
    const name = typed.replace(/[\s\u2028\u2029]+/g, ' ').trim();
    const problem = !name
      ? MESSAGES.required
      : name.length > LIST_NAME_MAX
        ? MESSAGES.maxLength(LIST_NAME_MAX)
        : !isReadableLine(name)
          ? tLists('errors.characters')
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return problem ? z.NEVER : name;
  });

/** What was typed in a field of a form refused, bounded (a page never gets back more than its field could hold, many times over). */
export function typedText(payload: Record<string, unknown>, key: string, max = LIST_NAME_MAX * 5): string {
  const value = payload[key];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** A refused name as its page shows it: what was typed and why. */
export function rejectedName(
  submission: { payload: Record<string, unknown>; error?: Record<string, string[] | null> | null },
  field = 'name',
) {
  return { value: typedText(submission.payload, field), errors: submission.error?.[field] ?? [MESSAGES.required] };
}
