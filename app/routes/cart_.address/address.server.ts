// What the address screen reads and what each of its intents does (shopping.md §2 'address
// picker'): the screen's state from its query, the service tabs, the addresses of the chosen
// service (the nearest first for a postal code or a position), the shopper's favourites; choosing,
// deleting, saving a home address (chosen at once when new) and subscribing a 'shop at work' code.
import type { z } from 'zod';
import { ADDRESS_TYPE, SERVICE } from '#domain/services';
import { MESSAGES } from '#domain/validators';
import { EbsnError } from '~/ebsn/errors';
import {
  deleteAddress,
  listDeliveryServices,
  listServiceAddresses,
  listUserAddresses,
  selectAddress,
  subscribeShopAtWork,
  viewAddress,
  type Near,
} from '~/ebsn/places.server';
import type { ShopAtWorkAnswer } from '~/components/places/AddressForms';
import type { Address } from '~/ebsn/places-schemas';
import { tPlaces as t } from '~/i18n/places';
import type { RejectedSubmission, Reply } from '~/lib/action.server';
import { addressRefusal, deleteRefusal, saveAddressForm } from '~/lib/address-forms.server';
import { errorTexts } from '~/lib/api-messages.server';
import { withRedirect } from '~/lib/gates';
import { log } from '~/lib/log.server';
import { afterAddressChoice, backTo, cartBinding } from '~/lib/place-choice.server';
import {
  serviceOf,
  type addressFormSchema,
  type AddressFormValues,
  type deleteAddressSchema,
  type selectAddressSchema,
  type shopAtWorkSchema,
} from '~/lib/place-forms';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';

type Kind = 'all' | 'boat';

/** The screen's state in its query: service tab, search, position, boat stops only, which form or confirmation is open. */
export function screenOf(url: URL) {
  const p = url.searchParams;
  const number = (name: string) => {
    const value = Number(p.get(name));
    return p.get(name) && Number.isFinite(value) ? value : undefined;
  };
  const id = (name: string) => {
    const value = number(name);
    return value && Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const q = (p.get('q') ?? '').trim().slice(0, 100);
  const latitude = number('latitude');
  const longitude = number('longitude');
  return {
    service: serviceOf(p.get('service')),
    q,
    latitude: latitude !== undefined && Math.abs(latitude) <= 90 ? latitude : undefined,
    longitude: longitude !== undefined && Math.abs(longitude) <= 180 ? longitude : undefined,
    kind: (p.get('kind') === 'boat' ? 'boat' : 'all') as Kind,
    adding: p.get('new') === '1',
    editId: id('edit'),
    deleteId: id('delete'),
    redirectTo: backTo(p.get('redirectTo')),
  };
}
type Screen = ReturnType<typeof screenOf>;

const isPostalCode = (q: string) => /^\d{4,5}$/.test(q);

function matches(address: Address, q: string): boolean {
  if (!q || isPostalCode(q)) return true;
  const needle = q.toLowerCase();
  return [address.addressName, address.address1, address.city, address.postalcode, address.province]
    .filter(Boolean)
    .some((v) => v!.toLowerCase().includes(needle));
}

/** The screen's data; a refusal of the backend is thrown, for the loader to say it where the shopper came from. */
export async function addressScreen(shopper: Shopper, screen: Screen) {
  // the cart's service is the first tab unless the query names one (spec default: home delivery)
  const cart = await cartBinding(shopper).catch((error) => {
    if (!(error instanceof EbsnError)) throw error;
    return undefined;
  });
  const service = screen.service ?? cart?.shippingAddress?.deliveryServiceId ?? SERVICE.home;
  const near: Near = screen.latitude !== undefined ? screen : isPostalCode(screen.q) ? { postalcode: screen.q } : {};
  const [services, addresses, own, editing] = await Promise.all([
    listDeliveryServices(shopper.api).catch((error) => {
      log.warn({ err: (error as Error).message }, 'store/list failed: default service tabs');
      return [];
    }),
    listServiceAddresses(shopper.api, service, near),
    listUserAddresses(shopper.api).catch(() => ({
      addresses: [],
      defaultStoreAddressId: undefined,
      defaultDeliveryAddressId: undefined,
    })),
    screen.editId ? viewAddress(shopper.api, screen.editId) : undefined,
  ]);
  const shown = addresses
    .filter((a) => matches(a, screen.q))
    .filter((a) => screen.kind !== 'boat' || a.addressTypeId === ADDRESS_TYPE.boat);
  const tabs = services.filter((s) => s.showTab);
  const favourites = [own.defaultDeliveryAddressId, own.defaultStoreAddressId].filter((v): v is number => v !== undefined);
  const deleting = screen.deleteId ? (addresses.find((a) => a.addressId === screen.deleteId) ?? null) : undefined;
  return {
    screen: { ...screen, service },
    tabs: (tabs.length ? tabs : services).map((s) => ({ id: s.deliveryServiceId, name: s.name, descr: s.descr })),
    addresses: shown,
    favourites,
    editing: editing?.addressTypeId === ADDRESS_TYPE.home ? editing : undefined,
    deleting: deleting?.addressTypeId === ADDRESS_TYPE.home ? deleting : undefined,
    selectedId: cart?.shippingAddress?.addressId,
  };
}

/** The list of a service's addresses (home delivery's unless said), keeping where the shopper goes back to. */
export function listUrl(redirectTo: string, serviceId: number = SERVICE.home): string {
  return withRedirect(`/cart/address?service=${serviceId}`, redirectTo);
}

/** A guest choosing a store from /punti-vendita logs in and comes back to that page. */
async function requireCustomer(shopper: Shopper, redirectTo: string): Promise<void> {
  if (!shopper.loggedIn) throw await goTo(shopper, `/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

type Values<S extends z.ZodTypeAny> = z.output<S>;

export async function chooseAddress(shopper: Shopper, value: Values<typeof selectAddressSchema>) {
  const redirectTo = backTo(value.redirectTo);
  await requireCustomer(shopper, redirectTo);
  const { addressId, serviceId, addressType } = value;
  const cart = await selectAddress(shopper.api, { addressId, serviceId, addressType });
  return afterAddressChoice(shopper, cart, redirectTo);
}

export async function removeAddress(shopper: Shopper, value: Values<typeof deleteAddressSchema>) {
  const redirectTo = backTo(value.redirectTo);
  await requireCustomer(shopper, redirectTo);
  await deleteAddress(shopper.api, value.addressId);
  flashMessage(shopper, { level: 'success', text: t('address.deleted') });
  return goTo(shopper, listUrl(redirectTo));
}

/** A refused delete: the spec's sentence for the cart's own address, else the backend's words. */
export function deleteRefused(shopper: Shopper, value: Values<typeof deleteAddressSchema>, error: EbsnError) {
  for (const message of deleteRefusal(error)) flashMessage(shopper, message);
  return goTo(shopper, listUrl(backTo(value.redirectTo)));
}

/** The coverage check and the save (address-forms.server); a new address is chosen for home delivery at once. */
export async function saveHomeAddress(shopper: Shopper, value: AddressFormValues, reply: Reply) {
  const redirectTo = backTo(value.redirectTo);
  await requireCustomer(shopper, redirectTo);
  const outcome = await saveAddressForm(shopper.api, value, { reply });
  if (outcome.kind === 'rejected') return respond(shopper, outcome.reply, { status: outcome.status });
  if (!outcome.created) {
    flashMessage(shopper, { level: 'success', text: t('address.saved') });
    return goTo(shopper, listUrl(redirectTo));
  }
  const cart = await selectAddress(shopper.api, {
    addressId: outcome.address.addressId,
    serviceId: SERVICE.home,
    addressType: ADDRESS_TYPE.home,
  });
  return afterAddressChoice(shopper, cart, redirectTo);
}

export async function addressSaveRejected(shopper: Shopper, submission: RejectedSubmission<typeof addressFormSchema>) {
  await requireCustomer(shopper, backTo(submission.payload.redirectTo as string | undefined));
  return respond(shopper, { result: submission.reply(), askForce: false }, { status: 400 });
}

/** Saved, but not chosen for the cart: the form stays, with the backend's reason. */
export function addressSaveRefused(shopper: Shopper, reply: Reply, error: EbsnError) {
  return respond(shopper, addressRefusal(reply, error), { status: 400 });
}

export async function shopAtWork(shopper: Shopper, value: Values<typeof shopAtWorkSchema>) {
  const redirectTo = backTo(value.redirectTo);
  await requireCustomer(shopper, redirectTo);
  const { serviceId } = await subscribeShopAtWork(shopper.api, value.subscriptionCode);
  flashMessage(shopper, { level: 'success', text: t('address.shopAtWork.done') });
  // the tab that lists the company's point (a Drive), not home delivery's (issue 24)
  return goTo(shopper, listUrl(redirectTo, serviceOf(String(serviceId)) ?? SERVICE.drive));
}

/**
 * A company code refused, by the form or by the backend: said under the field, which stays open
 * with what the shopper typed (it redirected to the list, and the code was lost).
 */
export async function shopAtWorkRejected(shopper: Shopper, submission: RejectedSubmission<typeof shopAtWorkSchema>) {
  await requireCustomer(shopper, backTo(submission.payload.redirectTo as string | undefined));
  const typed = submission.payload.subscriptionCode;
  const errors = submission.error?.subscriptionCode ?? [];
  return shopAtWorkAnswer(shopper, typeof typed === 'string' ? typed : '', errors.length ? errors : [MESSAGES.invalidValue]);
}

export function shopAtWorkRefused(shopper: Shopper, value: Values<typeof shopAtWorkSchema>, error: EbsnError) {
  return shopAtWorkAnswer(shopper, value.subscriptionCode, errorTexts(error));
}

function shopAtWorkAnswer(shopper: Shopper, code: string, errors: string[]) {
  const shopAtWork: NonNullable<ShopAtWorkAnswer> = { code, errors };
  return respond(shopper, { shopAtWork }, { status: 400 });
}
