// The wish list pages' forms (shopping.md §3, §7; decision 026): each page has its own intents;
// names, quantities and e-mails are read by the pages' schemas as the backend checks them, and what
// was typed comes back, bounded, with an Italian message next to its field.
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '#domain/validators';
import { tLists } from '~/i18n/lists';
import { idOf } from '~/lib/ids';
import { LIST_NAME_MAX, rejectedName } from '~/lib/list-fields';
import { CONFIRM_DELETE, createSchema, LISTS_INTENT, renameSchema } from '~/routes/profile.lists._index/forms';
import { LIST_INTENT, removeSchema, shareSchema, updateSchema } from '~/routes/profile.lists.$listId/forms';
import { addToListSchema, createAndAddSchema, SELECTOR_INTENT } from '~/routes/profile.lists.add/forms';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** What an action's table does with a posted form: the typed values, or the errors by field and what was posted. */
function read<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === 'success'
    ? { ok: true as const, value: submission.value as z.output<S> }
    : { ok: false as const, errors: submission.error ?? {}, payload: submission.payload };
}

const create = (name?: string) => read(createSchema, { intent: LISTS_INTENT.create, ...(name === undefined ? {} : { name }) });

describe('list intents', () => {
  it('are distinct across the three pages', () => {
    const values = [...Object.values(LISTS_INTENT), ...Object.values(LIST_INTENT), ...Object.values(SELECTOR_INTENT)];
    expect(new Set(values).size).toBe(values.length);
  });

  it('are each schema’s own: another page’s intent does not pass', () => {
    expect(read(createSchema, { intent: LIST_INTENT.share, name: 'Spesa' }).ok).toBe(false);
    expect(read(updateSchema, { intent: LISTS_INTENT.rename, itemId: '1', quantity: '1' }).ok).toBe(false);
  });

  it('asks to confirm a deletion with ?elimina=', () => {
    expect(CONFIRM_DELETE).toBe('elimina');
  });
});

describe('ids', () => {
  it('takes digits in an id’s range only', () => {
    expect(idOf('1')).toBe(1);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-1', '1.5', '1e3', ' 1', 'abc', '', '2147483648', '99999999999', '0x1F', null, undefined]) {
      expect(idOf(bad), String(bad)).toBeUndefined();
    }
    expect(read(renameSchema, { intent: 'rename', listId: '12', name: 'Cena' })).toMatchObject({ ok: true, value: { listId: 12 } });
    expect(read(renameSchema, { intent: 'rename', listId: 'x', name: 'Cena' })).toMatchObject({
      ok: false,
      errors: { listId: expect.any(Array) },
    });
    expect(read(removeSchema, { intent: 'remove', itemId: '7' })).toMatchObject({ ok: true, value: { itemId: 7 } });
    expect(read(removeSchema, { intent: 'remove' }).ok).toBe(false);
    expect(read(addToListSchema, { intent: SELECTOR_INTENT.addToList, listId: '0', productId: '1' }).ok).toBe(false);
  });
});

describe('a list’s name', () => {
  it('is trimmed, with white space runs made one space', () => {
    expect(create('  Spesa   settimanale ')).toMatchObject({ ok: true, value: { name: 'Spesa settimanale' } });
    expect(create('Spesa\n\tdel sabato')).toMatchObject({ ok: true, value: { name: 'Spesa del sabato' } });
    expect(create('Colazione 🥐')).toMatchObject({ ok: true, value: { name: 'Colazione 🥐' } });
  });

  it('is required', () => {
    for (const name of ['', '   ', '\n', undefined]) {
      expect(create(name), JSON.stringify(name)).toMatchObject({ ok: false, errors: { name: [MESSAGES.required] } });
    }
  });

  it(`has at most ${LIST_NAME_MAX} characters`, () => {
    expect(create('a'.repeat(LIST_NAME_MAX))).toMatchObject({ ok: true, value: { name: 'a'.repeat(LIST_NAME_MAX) } });
    expect(create('a'.repeat(LIST_NAME_MAX + 1))).toMatchObject({ ok: false, errors: { name: [MESSAGES.maxLength(LIST_NAME_MAX)] } });
  });

  it('comes back to the page as typed, bounded, with its error', () => {
    const long = parseWithZod(form({ intent: 'create', name: 'a'.repeat(LIST_NAME_MAX + 1) }), { schema: createSchema });
    expect(rejectedName(long)).toEqual({ value: 'a'.repeat(LIST_NAME_MAX + 1), errors: [MESSAGES.maxLength(LIST_NAME_MAX)] });
    const huge = parseWithZod(form({ intent: 'create', name: 'a'.repeat(10_000) }), { schema: createSchema });
    expect(rejectedName(huge).value.length).toBeLessThanOrEqual(LIST_NAME_MAX * 5);
  });

  it('has no control characters or direction marks', () => {
    for (const name of ['Spesa\u0000', 'Spesa\u007f', '\u202eatsil', 'Spesa\u200e']) {
      expect(create(name), JSON.stringify(name)).toMatchObject({ ok: false, errors: { name: [tLists('errors.characters')] } });
    }
  });

  it('is the same rule in the list selector’s new list', () => {
    expect(read(createAndAddSchema, { intent: SELECTOR_INTENT.createAndAdd, name: ' Cena ', productId: '1' })).toMatchObject({
      ok: true,
      value: { name: 'Cena' },
    });
    expect(read(createAndAddSchema, { intent: SELECTOR_INTENT.createAndAdd, name: ' ' })).toMatchObject({
      ok: false,
      errors: { name: [MESSAGES.required] },
    });
  });
});

describe('an item’s quantity', () => {
  const update = (quantity: string, itemId = '3') => read(updateSchema, { intent: LIST_INTENT.update, itemId, quantity });

  it('is an absolute value in the selling unit, with a comma or a point', () => {
    expect(update('6')).toMatchObject({ ok: true, value: { itemId: 3, quantity: 6 } });
    expect(update('1,5')).toMatchObject({ ok: true, value: { itemId: 3, quantity: 1.5 } });
    expect(update(' 0.25 ')).toMatchObject({ ok: true, value: { itemId: 3, quantity: 0.25 } });
    // 0 takes the product out of the list
    expect(update('0')).toMatchObject({ ok: true, value: { itemId: 3, quantity: 0 } });
  });

  it('is said wrong next to its item', () => {
    expect(update('')).toMatchObject({ ok: false, errors: { quantity: [MESSAGES.required] } });
    expect(update('  ')).toMatchObject({ ok: false, errors: { quantity: [MESSAGES.required] } });
    for (const quantity of ['-1', 'abc', '1.2345', '1e3', '12345678', 'NaN', 'Infinity', '1,5,2']) {
      const result = update(quantity);
      expect(result, quantity).toMatchObject({ ok: false, errors: { quantity: [tLists('errors.quantity')] } });
      expect(result.ok ? undefined : result.errors.itemId, quantity).toBeUndefined();
    }
  });

  it('has no item when the id is missing or wrong', () => {
    for (const itemId of ['', '0', 'x', '-2']) {
      expect(update('2', itemId), itemId).toMatchObject({ ok: false, errors: { itemId: expect.any(Array) } });
    }
  });
});

describe('the e-mail to share a list with', () => {
  const share = (e_mail: string) => read(shareSchema, { intent: LIST_INTENT.share, e_mail });

  it('is trimmed and must look like an e-mail', () => {
    expect(share(' giulia.bianchi@example.com ')).toMatchObject({ ok: true, value: { e_mail: 'giulia.bianchi@example.com' } });
    expect(share('')).toMatchObject({ ok: false, errors: { e_mail: [MESSAGES.required] } });
    for (const email of ['giulia', 'giulia@', '@example.com', 'giulia@example', '<script>@x.it']) {
      expect(share(email), email).toMatchObject({ ok: false, errors: { e_mail: [MESSAGES.email] } });
    }
  });
});
