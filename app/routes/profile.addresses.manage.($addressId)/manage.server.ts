// The address the dialog edits, and its save (address-forms.server's, as the address picker's).
import { ADDRESS_TYPE } from '#domain/services';
import { viewAddress } from '~/ebsn/places.server';
import type { Address } from '~/ebsn/places-schemas';
import { tAddresses as t } from '~/i18n/addresses';
import type { Reply } from '~/lib/action.server';
import { ADDRESS_BOOK_PATH } from '~/lib/address-forms';
import { saveAddressForm } from '~/lib/address-forms.server';
import { failure, notFound } from '~/lib/failures.server';
import { idOf } from '~/lib/ids';
import type { AddressFormValues } from '~/lib/place-forms';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';

/**
 * The address the page edits: none for a new one; the customer's own home address for an id, or
 * the page is not found (another customer's address reads as none; a pickup point is not theirs to
 * edit; a malformed id is no address).
 */
export async function editedAddress(shopper: Shopper, request: Request, param: string | undefined): Promise<Address | undefined> {
  if (param === undefined) return undefined;
  const addressId = idOf(param) ?? notFound();
  let address: Address;
  try {
    address = await viewAddress(shopper.api, addressId);
  } catch (error) {
    return failure(error, request, shopper, { refusedIsNotFound: true });
  }
  return address.addressTypeId === ADDRESS_TYPE.home ? address : notFound();
}

/** The coverage check and the save of the page's address (whatever the form says), then back to the list. */
export async function saveHome(shopper: Shopper, address: Address | undefined, value: AddressFormValues, reply: Reply) {
  const outcome = await saveAddressForm(shopper.api, value, { reply, addressId: address?.addressId ?? null });
  if (outcome.kind === 'rejected') return respond(shopper, outcome.reply, { status: outcome.status });
  flashMessage(shopper, { level: 'success', text: t(outcome.created ? 'manage.created' : 'manage.updated') });
  return goTo(shopper, ADDRESS_BOOK_PATH);
}
