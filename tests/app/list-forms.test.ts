// The wish list pages' forms (shopping.md §3, §7; decision 026): each action answers only its own
// intents; names, quantities and e-mails are read as the backend checks them, and what was typed
// comes back with an Italian message next to its field.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/validators';
import { tLists } from '~/i18n/lists';
import {
  CONFIRM_DELETE,
  idOf,
  INTENT,
  intentOf,
  LIST_INTENTS,
  SELECTOR_INTENTS,
  LIST_NAME_MAX,
  LISTS_INTENTS,
  readItemId,
  readItemQuantity,
  readListId,
  readListName,
  readShareEmail,
} from '~/lib/list-forms';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe('list intents', () => {
  it('are distinct, and each page answers its own', () => {
    const values = Object.values(INTENT);
    expect(new Set(values).size).toBe(values.length);
    expect([...LISTS_INTENTS, ...LIST_INTENTS, ...SELECTOR_INTENTS].sort()).toEqual([...values].sort());
    expect(LISTS_INTENTS.filter((intent) => LIST_INTENTS.includes(intent) || SELECTOR_INTENTS.includes(intent))).toEqual([]);
    expect(LIST_INTENTS.filter((intent) => SELECTOR_INTENTS.includes(intent))).toEqual([]);
  });

  it('reads an intent only when the page answers it', () => {
    expect(intentOf(form({ intent: 'create' }), LISTS_INTENTS)).toBe(INTENT.create);
    expect(intentOf(form({ intent: 'add-all' }), LIST_INTENTS)).toBe(INTENT.addAll);
    // another page's intent, an unknown one, none, or a file: none
    expect(intentOf(form({ intent: 'add-all' }), LISTS_INTENTS)).toBeUndefined();
    expect(intentOf(form({ intent: 'create' }), LIST_INTENTS)).toBeUndefined();
    expect(intentOf(form({ intent: 'CREATE' }), LISTS_INTENTS)).toBeUndefined();
    expect(intentOf(form({}), LISTS_INTENTS)).toBeUndefined();
    const file = new FormData();
    file.append('intent', new Blob(['create']), 'create');
    expect(intentOf(file, LISTS_INTENTS)).toBeUndefined();
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
    expect(readListId(form({ listId: '12' }))).toBe(12);
    expect(readListId(form({ listId: 'x' }))).toBeUndefined();
    expect(readItemId(form({ itemId: '7' }))).toBe(7);
    expect(readItemId(form({}))).toBeUndefined();
  });
});

describe('a list’s name', () => {
  it('is trimmed, with white space runs made one space', () => {
    expect(readListName(form({ name: '  Spesa   settimanale ' }))).toEqual({ ok: true, name: 'Spesa settimanale' });
    expect(readListName(form({ name: 'Spesa\n\tdel sabato' }))).toEqual({ ok: true, name: 'Spesa del sabato' });
    expect(readListName(form({ name: 'Colazione 🥐' }))).toEqual({ ok: true, name: 'Colazione 🥐' });
  });

  it('is required', () => {
    for (const name of ['', '   ', '\n']) {
      expect(readListName(form({ name })), JSON.stringify(name)).toEqual({ ok: false, value: name, errors: [MESSAGES.required] });
    }
    expect(readListName(form({}))).toMatchObject({ ok: false, errors: [MESSAGES.required] });
  });

  it(`has at most ${LIST_NAME_MAX} characters`, () => {
    expect(readListName(form({ name: 'a'.repeat(LIST_NAME_MAX) }))).toEqual({ ok: true, name: 'a'.repeat(LIST_NAME_MAX) });
    const long = readListName(form({ name: 'a'.repeat(LIST_NAME_MAX + 1) }));
    expect(long).toEqual({ ok: false, value: 'a'.repeat(LIST_NAME_MAX + 1), errors: [MESSAGES.maxLength(LIST_NAME_MAX)] });
    // what comes back to the page is bounded
    const huge = readListName(form({ name: 'a'.repeat(10_000) }));
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.value.length).toBeLessThanOrEqual(LIST_NAME_MAX * 5);
  });

  it('has no control characters or direction marks', () => {
    for (const name of ['Spesa\u0000', 'Spesa\u007f', '\u202eatsil', 'Spesa\u200e']) {
      expect(readListName(form({ name })), JSON.stringify(name)).toMatchObject({ ok: false, errors: [tLists('errors.characters')] });
    }
  });

  it('can be read from another field', () => {
    expect(readListName(form({ newName: 'Cena' }), 'newName')).toEqual({ ok: true, name: 'Cena' });
  });
});

describe('an item’s quantity', () => {
  it('is an absolute value in the selling unit, with a comma or a point', () => {
    expect(readItemQuantity(form({ itemId: '3', quantity: '6' }))).toEqual({ ok: true, itemId: 3, quantity: 6 });
    expect(readItemQuantity(form({ itemId: '3', quantity: '1,5' }))).toEqual({ ok: true, itemId: 3, quantity: 1.5 });
    expect(readItemQuantity(form({ itemId: '3', quantity: ' 0.25 ' }))).toEqual({ ok: true, itemId: 3, quantity: 0.25 });
    // 0 takes the product out of the list
    expect(readItemQuantity(form({ itemId: '3', quantity: '0' }))).toEqual({ ok: true, itemId: 3, quantity: 0 });
  });

  it('is said wrong next to its item, keeping what was typed', () => {
    expect(readItemQuantity(form({ itemId: '3', quantity: '' }))).toEqual({ ok: false, itemId: 3, value: '', errors: [MESSAGES.required] });
    for (const quantity of ['-1', 'abc', '1.2345', '1e3', '12345678', 'NaN', 'Infinity', '1,5,2']) {
      expect(readItemQuantity(form({ itemId: '3', quantity })), quantity).toEqual({
        ok: false,
        itemId: 3,
        value: quantity,
        errors: [tLists('errors.quantity')],
      });
    }
  });

  it('has no item when the id is missing or wrong', () => {
    for (const itemId of ['', '0', 'x', '-2']) {
      const read = readItemQuantity(form({ itemId, quantity: '2' }));
      expect(read.ok, itemId).toBe(false);
      if (!read.ok) expect(read.itemId, itemId).toBeUndefined();
    }
  });
});

describe('the e-mail to share a list with', () => {
  it('is trimmed and must look like an e-mail', () => {
    expect(readShareEmail(form({ e_mail: ' giulia.bianchi@example.com ' }))).toEqual({ ok: true, email: 'giulia.bianchi@example.com' });
    expect(readShareEmail(form({ e_mail: '' }))).toEqual({ ok: false, value: '', errors: [MESSAGES.required] });
    for (const email of ['giulia', 'giulia@', '@example.com', 'giulia@example', '<script>@x.it']) {
      expect(readShareEmail(form({ e_mail: email })), email).toEqual({ ok: false, value: email, errors: [MESSAGES.email] });
    }
  });
});
