// What the address book reads (the customer's homes, the pickup points to choose the favourite
// store from, the two favourites by name) and what its buttons do (delete a home, set a favourite).
import { ADDRESS_TYPE, SERVICE } from '#domain/services';
import { addressLine } from '~/components/places/AddressForms';
import type { EbsnError } from '~/ebsn/errors';
import { deleteAddress, listServiceAddresses, listUserAddresses, setDefaultAddress, viewAddress } from '~/ebsn/places.server';
import type { Address } from '~/ebsn/places-schemas';
import { tAddresses as t } from '~/i18n/addresses';
import { tPlaces } from '~/i18n/places';
import { deleteRefusal } from '~/lib/address-forms.server';
import { ADDRESS_BOOK_PATH } from '~/lib/address-forms';
import { idOf } from '~/lib/ids';
import { log } from '~/lib/log.server';
import { flashMessage, goTo, type Shopper } from '~/lib/shopper.server';
import { CONFIRM_DELETE, DEFAULT_KIND, type DefaultKind } from './forms';

const STORE_TYPES: number[] = [ADDRESS_TYPE.pickup, ADDRESS_TYPE.locker];

/** What the page shows of a favourite: its name and where it is. */
function favourite(address: Address | undefined) {
  return address ? { addressId: address.addressId, name: address.addressName ?? addressLine(address), line: addressLine(address) } : null;
}

/** The Drive points and lockers to choose the favourite store from; none when they cannot be read (the page still works). */
async function pickupPoints(shopper: Shopper): Promise<Address[]> {
  const lists = await Promise.all(
    [SERVICE.drive, SERVICE.locker].map((service) =>
      listServiceAddresses(shopper.api, service).catch((error) => {
        log.warn({ err: (error as Error).message, service }, 'pickup points unavailable: no favourite store choice');
        return [] as Address[];
      }),
    ),
  );
  return lists.flat().filter((a) => STORE_TYPES.includes(a.addressTypeId));
}

/** A favourite that is not in the lists read (a boat stop, a company's point): read on its own, or left unnamed. */
async function namedFavourite(shopper: Shopper, addressId: number | undefined, known: Address[]) {
  if (!addressId) return null;
  const found = known.find((a) => a.addressId === addressId);
  if (found) return favourite(found);
  const viewed = await viewAddress(shopper.api, addressId).catch(() => undefined);
  return favourite(viewed);
}

/** The page's data: the homes, the favourites, the stores to choose from, and the home whose deletion `?delete=` asks to confirm. */
export async function addressBook(shopper: Shopper, url: URL) {
  const [own, pickups] = await Promise.all([listUserAddresses(shopper.api, ADDRESS_TYPE.home), pickupPoints(shopper)]);
  // editing and deleting are for home addresses only (account.md §5)
  const homes = own.addresses.filter((a) => a.addressTypeId === ADDRESS_TYPE.home);
  const [defaultDelivery, defaultStore] = await Promise.all([
    namedFavourite(shopper, own.defaultDeliveryAddressId, homes),
    namedFavourite(shopper, own.defaultStoreAddressId, pickups),
  ]);
  const deleting = idOf(url.searchParams.get(CONFIRM_DELETE));
  return {
    homes,
    defaultDelivery,
    defaultStore,
    stores: pickups.map((a) => ({
      value: String(a.addressId),
      label: t('favourites.storeOption', {
        type: tPlaces(`address.types.${a.addressTypeId}`),
        name: a.addressName ?? addressLine(a),
        city: a.city ?? '',
      }),
    })),
    // only a home of theirs can be deleted; any other id asks nothing
    confirmDelete: homes.find((a) => a.addressId === deleting) ?? null,
  };
}

export type AddressBookData = Awaited<ReturnType<typeof addressBook>>;

export async function removeHome(shopper: Shopper, addressId: number) {
  await deleteAddress(shopper.api, addressId);
  flashMessage(shopper, { level: 'success', text: tPlaces('address.deleted') });
  return goTo(shopper, ADDRESS_BOOK_PATH);
}

/** A refused delete: the spec's sentence for the cart's own address, else the backend's words. */
export function removeRefused(shopper: Shopper, error: EbsnError) {
  for (const message of deleteRefusal(error)) flashMessage(shopper, message);
  return goTo(shopper, ADDRESS_BOOK_PATH);
}

export async function setFavourite(shopper: Shopper, addressId: number, kind: DefaultKind) {
  await setDefaultAddress(shopper.api, addressId, kind);
  flashMessage(shopper, {
    level: 'success',
    text: t(kind === DEFAULT_KIND.delivery ? 'makeDefault.doneDelivery' : 'makeDefault.doneStore'),
  });
  return goTo(shopper, ADDRESS_BOOK_PATH);
}
