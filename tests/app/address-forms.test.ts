// The address forms' pure parts (routes/profile.addresses/forms.ts, lib/ids.ts, lib/address-forms.server.ts): the intents of
// the address book, the favourite's form, the address as the backend takes it, and what a refused
// delete says (the spec's sentence for an info-level refusal).
import { describe, expect, it } from 'vitest';
import { EbsnError } from '~/ebsn/errors';
import { tErrors } from '~/i18n/errors';
import { idOf } from '~/lib/ids';
import { ADDRESS_BOOK_INTENT, setDefaultSchema } from '~/routes/profile.addresses/forms';
import { addressInputOf, deleteRefusal } from '~/lib/address-forms.server';
import { ADDRESS_INTENT, addressFormSchema } from '~/lib/place-forms';

describe('address book intents', () => {
  it('are the address picker’s word for the shared delete, and distinct', () => {
    expect(ADDRESS_BOOK_INTENT.remove).toBe(ADDRESS_INTENT.remove);
    expect(new Set(Object.values(ADDRESS_BOOK_INTENT)).size).toBe(Object.values(ADDRESS_BOOK_INTENT).length);
  });

  it('read ids as digits within an id’s range only', () => {
    expect(idOf('701')).toBe(701);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-1', '1.5', '7e2', ' 7', '2147483648', '', 'abc', null, undefined])
      expect(idOf(bad), String(bad)).toBeUndefined();
  });
});

describe('the favourite’s form', () => {
  it('takes an address id and a kind', () => {
    expect(setDefaultSchema.parse({ intent: 'set-default', kind: 'delivery', addressId: '701' })).toEqual({
      intent: 'set-default',
      kind: 'delivery',
      addressId: 701,
    });
    expect(setDefaultSchema.parse({ intent: 'set-default', kind: 'store', addressId: ' 501 ' }).addressId).toBe(501);
  });

  it('says "Campo obbligatorio" for the store select’s empty choice, and refuses what no form of ours sends', () => {
    const empty = setDefaultSchema.safeParse({ intent: 'set-default', kind: 'store', addressId: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['addressId', 'Campo obbligatorio']]);
    for (const bad of [
      { intent: 'set-default', kind: 'home', addressId: '701' },
      { intent: 'set-default', kind: 'delivery', addressId: 'x' },
      { intent: 'set-default', kind: 'delivery', addressId: '0' },
      { intent: 'set-default', kind: 'delivery' },
      { intent: 'delete', kind: 'delivery', addressId: '701' },
    ]) {
      expect(setDefaultSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('addressInputOf', () => {
  const values = {
    addressName: 'Casa',
    address1: 'Via Roma',
    addressNumber: '10',
    postalcode: '35121',
    city: 'Padova',
    province: 'PD',
    doorbellName: '',
    floor: '',
    addressNote: '',
    phone: '',
  };

  it('sends the optional fields only when filled in, and the id only for an edit', () => {
    expect(addressInputOf(values)).toEqual({
      addressName: 'Casa',
      address1: 'Via Roma',
      addressNumber: '10',
      postalcode: '35121',
      city: 'Padova',
      province: 'PD',
    });
    expect(
      addressInputOf({ ...values, addressId: 702, doorbellName: 'Rossi', floor: '2', addressNote: 'Scala B', phone: '3331234567' }),
    ).toEqual({
      addressId: 702,
      addressName: 'Casa',
      address1: 'Via Roma',
      addressNumber: '10',
      postalcode: '35121',
      city: 'Padova',
      province: 'PD',
      doorbellName: 'Rossi',
      floor: '2',
      addressNote: 'Scala B',
      phone: '3331234567',
    });
  });
});

describe('deleteRefusal', () => {
  const SPEC = "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.";

  it("replaces an info-level refusal with the spec's sentence, whatever the backend wrote", () => {
    const error = new EbsnError([{ level: 'info', text: 'Address in use', code: 'info.address.inUse' }], 1);
    expect(deleteRefusal(error)).toEqual([{ level: 'warning', text: SPEC }]);
    const twice = new EbsnError(
      [
        { level: 'info', text: 'a', code: null },
        { level: 'info', text: 'b', code: null },
      ],
      1,
    );
    expect(deleteRefusal(twice)).toEqual([{ level: 'warning', text: SPEC }]);
  });

  it("says errors and warnings with the backend's words, and never nothing", () => {
    const error = new EbsnError(
      [
        { level: 'error', text: 'Solo gli indirizzi di casa si possono modificare o eliminare.', code: 'error.address.homeOnly' },
        { level: 'warning', text: 'Attenzione', code: null },
      ],
      1,
    );
    expect(deleteRefusal(error)).toEqual([
      { level: 'error', text: 'Solo gli indirizzi di casa si possono modificare o eliminare.' },
      { level: 'warning', text: 'Attenzione' },
    ]);
    expect(deleteRefusal(new EbsnError([], 1))).toEqual([{ level: 'error', text: tErrors('generic') }]);
  });
});

describe('the address form', () => {
  const address = {
    intent: ADDRESS_INTENT.save,
    addressName: 'Casa',
    address1: 'Via Roma',
    addressNumber: '1',
    postalcode: '35121',
    city: 'Padova',
    province: 'pd',
  };

  it('takes a note of several lines, and no control or direction character on a line', () => {
    expect(addressFormSchema.safeParse({ ...address, addressNote: 'Citofono rotto,\r\nchiamare' }).success).toBe(true);
    const refused = addressFormSchema.safeParse({
      ...address,
      address1: 'Via\r\nRoma',
      doorbellName: '\u202eissoR',
      addressNote: 'x\u001b[31m',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address1', 'Contiene caratteri non validi'],
      ['doorbellName', 'Contiene caratteri non validi'],
      ['addressNote', 'Contiene caratteri non validi'],
    ]);
  });
});
