// Saving a home address and deleting one, the one way both the address picker (/cart/address) and
// the address book (/profile/addresses...) do it (shopping.md §5 and §8, account.md §5 and §8):
// the form's values read with place-forms' schema, the coverage check first ('Indirizzo non
// validato. Salvare lo stesso ?' asks for a second submit with force; an address outside coverage
// is refused with the backend's words), then the save. Whatever the answer, everything typed stays
// in the form. A refused delete's info-level message becomes the spec's sentence.
import type { SubmissionResult } from '@conform-to/react';
import { checkAddress, saveAddress, type AddressInput } from '~/ebsn/places.server';
import type { ApiContext } from '~/ebsn/client.server';
import { EbsnError } from '~/ebsn/errors';
import type { Address } from '~/ebsn/places-schemas';
import { tErrors } from '~/i18n/errors';
import { tPlaces } from '~/i18n/places';
import type { Reply } from './action.server';
import { refusalTexts, translateMessage } from './api-messages.server';
import { authRefused } from './failures.server';
import type { AddressFormValues } from './place-forms';
import type { FlashMessage } from './session.server';

/** What a page answers a rejected address form: conform's reply (with what was typed), and whether to offer 'Salva lo stesso'. */
export type AddressFormReply = { result: SubmissionResult<string[]>; askForce: boolean };

export type AddressFormOutcome =
  | { kind: 'rejected'; reply: AddressFormReply; status: 200 | 400 }
  | {
      kind: 'saved';
      address: Address;
      /** a new address (no id was given) */
      created: boolean;
      /** the reply to give when a step after the save (choosing it for the cart) is refused */
      refused: (error: EbsnError) => AddressFormReply;
    };

/** The address as the backend takes it: optional fields only when filled in. */
export function addressInputOf(values: Omit<AddressFormValues, 'intent' | 'force' | 'redirectTo'>): AddressInput {
  return {
    ...(values.addressId ? { addressId: values.addressId } : {}),
    addressName: values.addressName,
    address1: values.address1,
    addressNumber: values.addressNumber,
    postalcode: values.postalcode,
    city: values.city,
    province: values.province,
    ...(values.doorbellName ? { doorbellName: values.doorbellName } : {}),
    ...(values.floor ? { floor: values.floor } : {}),
    ...(values.addressNote ? { addressNote: values.addressNote } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
  };
}

/** A refusal of the backend said above the form, everything typed kept. */
export function addressRefusal(reply: Reply, error: EbsnError): AddressFormReply {
  return { result: reply({ formErrors: refusalTexts(error) }), askForce: false };
}

/**
 * Saves a form that passed its schema: the coverage check, then the save. `reply`: conform's reply
 * to the form (everything typed kept). `addressId`: the address the page edits (a number) or none
 * (null: a new one), whatever the form says; left out, the form's own `addressId` is used. A
 * refusal saying the backend no longer knows the customer is thrown, for the page to end the session.
 */
export async function saveAddressForm(
  api: ApiContext,
  { force, intent: _intent, redirectTo: _redirectTo, ...values }: AddressFormValues,
  { reply, addressId }: { reply: Reply; addressId?: number | null },
): Promise<AddressFormOutcome> {
  const address = addressInputOf({ ...values, addressId: addressId === undefined ? values.addressId : (addressId ?? undefined) });
  try {
    if (!force) {
      const check = await checkAddress(api, address);
      // not placed by the geocoder: the shopper may keep it anyway with a second submit
      if (!check.validated)
        return {
          kind: 'rejected',
          reply: { result: reply({ formErrors: [tPlaces('address.notValidated')] }), askForce: true },
          status: 200,
        };
    }
    const saved = await saveAddress(api, address, !!force);
    return { kind: 'saved', address: saved, created: !address.addressId, refused: (error) => addressRefusal(reply, error) };
  } catch (error) {
    if (!(error instanceof EbsnError) || authRefused(error)) throw error;
    // outside coverage, not found...: everything typed stays, with the backend's reason
    return { kind: 'rejected', reply: addressRefusal(reply, error), status: 400 };
  }
}

/**
 * What to tell the shopper when a delete is refused: an info-level message (the address is the
 * one a cart delivers to) is the spec's sentence, as a warning; errors and warnings are said with
 * the backend's words (translated by code); never nothing.
 */
export function deleteRefusal(error: EbsnError): FlashMessage[] {
  const said = error.messages.map((m): FlashMessage =>
    m.level === 'info'
      ? { level: 'warning', text: tPlaces('address.deleteRefused') }
      : { level: m.level === 'warning' ? 'warning' : 'error', text: translateMessage(m) },
  );
  const unique = said.filter((m, i) => m.text && said.findIndex((o) => o.text === m.text) === i);
  return unique.length ? unique : [{ level: 'error', text: tErrors('generic') }];
}
