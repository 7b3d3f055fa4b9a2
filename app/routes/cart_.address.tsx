// Service and address (shopping.md §2 'address picker'): tabs per service, a search over the
// shopper's addresses and the pickup points (a postal code or a located position puts the nearest
// first), the list with a choose button per address, the favourite marker, and for home delivery a
// form to add or edit an address (with the coverage check) and the boat stops. Edit and delete only
// for home addresses; delete asks first, as a page of its own (`?delete=<id>`), so it works without
// JS. Choosing leads to the slot screen when the cart has no slot, else back where the shopper was.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ADDRESS_TYPE, SERVICE } from '#domain/services';
import { AddressChoices, AddressSearch } from '~/components/places/AddressChoice';
import { AddressForm, DeleteConfirmation, ShopAtWork } from '~/components/places/AddressForms';
import { PlaceDialog } from '~/components/places/PlaceDialog';
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
import type { Address } from '~/ebsn/places-schemas';
import { tPlaces as t } from '~/i18n/places';
import { log } from '~/lib/log.server';
import { deleteRefusal, submitAddressForm } from '~/lib/address-forms.server';
import { ADDRESS_INTENT, deleteAddressSchema, selectAddressSchema, serviceOf, shopAtWorkSchema } from '~/lib/place-forms';
import { withRedirect } from '~/lib/gates';
import { afterAddressChoice, backTo, cartBinding, screenRefused } from '~/lib/place-choice.server';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { documentTitle } from '~/lib/seo';
import { refusalTexts } from '~/lib/api-messages.server';
import { authRefused, failure } from '~/lib/failures.server';
import { flashMessage, getShopper, goTo, loginUrl, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [{ title: documentTitle(t('address.meta')) }, { name: 'robots', content: 'noindex' }];

const noStore = { 'Cache-Control': 'private, no-store' };

type Kind = 'all' | 'boat';

/** The screen's state in its query: service tab, search, position, boat stops only, which form or confirmation is open. */
function screenOf(url: URL) {
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

const isPostalCode = (q: string) => /^\d{4,5}$/.test(q);

function matches(address: Address, q: string): boolean {
  if (!q || isPostalCode(q)) return true;
  const needle = q.toLowerCase();
  return [address.addressName, address.address1, address.city, address.postalcode, address.province]
    .filter(Boolean)
    .some((v) => v!.toLowerCase().includes(needle));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  if (!shopper.loggedIn) throw await goTo(shopper, loginUrl(request), { headers: noStore });
  const screen = screenOf(new URL(request.url));
  try {
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
    return respond(
      shopper,
      {
        screen: { ...screen, service },
        tabs: (tabs.length ? tabs : services).map((s) => ({ id: s.deliveryServiceId, name: s.name, descr: s.descr })),
        addresses: shown,
        favourites,
        editing: editing?.addressTypeId === ADDRESS_TYPE.home ? editing : undefined,
        deleting: deleting?.addressTypeId === ADDRESS_TYPE.home ? deleting : undefined,
        selectedId: cart?.shippingAddress?.addressId,
      },
      { headers: noStore },
    );
  } catch (error) {
    if (error instanceof EbsnError) return screenRefused(error, shopper, request, screen.redirectTo);
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = formData.get('intent');
  const shopper = await getShopper(request, context);
  const redirectTo = backTo(formData.get('redirectTo'));
  // a guest choosing a store from /punti-vendita logs in and comes back to it
  if (!shopper.loggedIn) return goTo(shopper, `/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  const listUrl = withRedirect(`/cart/address?service=${SERVICE.home}`, redirectTo);
  try {
    if (intent === ADDRESS_INTENT.select) {
      const parsed = selectAddressSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) throw new Response('Bad Request', { status: 400 });
      const { addressId, serviceId, addressType } = parsed.data;
      try {
        const cart = await selectAddress(shopper.api, { addressId, serviceId, addressType });
        return afterAddressChoice(shopper, cart, redirectTo);
      } catch (error) {
        if (!(error instanceof EbsnError)) throw error;
        for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
        return goTo(shopper, withRedirect(`/cart/address?service=${serviceId}`, redirectTo));
      }
    }
    if (intent === ADDRESS_INTENT.remove) {
      const parsed = deleteAddressSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) throw new Response('Bad Request', { status: 400 });
      try {
        await deleteAddress(shopper.api, parsed.data.addressId);
        flashMessage(shopper, { level: 'success', text: t('address.deleted') });
      } catch (error) {
        if (!(error instanceof EbsnError)) throw error;
        for (const message of deleteRefusal(error)) flashMessage(shopper, message);
      }
      return goTo(shopper, listUrl);
    }
    if (intent === ADDRESS_INTENT.save) return await saveHomeAddress(formData, shopper, redirectTo, listUrl);
    if (intent === ADDRESS_INTENT.shopAtWork) {
      const parsed = shopAtWorkSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) {
        flashMessage(shopper, { level: 'error', text: parsed.error.issues[0]!.message });
        return goTo(shopper, listUrl);
      }
      try {
        const { serviceId } = await subscribeShopAtWork(shopper.api, parsed.data.subscriptionCode);
        flashMessage(shopper, { level: 'success', text: t('address.shopAtWork.done') });
        // the tab that lists the company's point (a Drive), not home delivery's (issue 24)
        return goTo(shopper, withRedirect(`/cart/address?service=${serviceOf(String(serviceId)) ?? SERVICE.drive}`, redirectTo));
      } catch (error) {
        if (!(error instanceof EbsnError)) throw error;
        for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
      }
      return goTo(shopper, listUrl);
    }
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
  throw new Response('Bad Request', { status: 400 });
}

type Shopper = Awaited<ReturnType<typeof getShopper>>;

/** The coverage check and the save (address-forms.server.ts); a new address is chosen for home delivery at once. */
async function saveHomeAddress(formData: FormData, shopper: Shopper, redirectTo: string, listUrl: string) {
  const outcome = await submitAddressForm(shopper.api, formData);
  if (outcome.kind === 'rejected') return respond(shopper, outcome.reply, { status: outcome.status });
  if (!outcome.created) {
    flashMessage(shopper, { level: 'success', text: t('address.saved') });
    return goTo(shopper, listUrl);
  }
  try {
    const cart = await selectAddress(shopper.api, {
      addressId: outcome.address.addressId,
      serviceId: SERVICE.home,
      addressType: ADDRESS_TYPE.home,
    });
    return afterAddressChoice(shopper, cart, redirectTo);
  } catch (error) {
    if (!(error instanceof EbsnError) || authRefused(error)) throw error;
    // saved, but not chosen: the form stays, with the backend's reason
    return respond(shopper, outcome.refused(error), { status: 400 });
  }
}

function serviceName(tab: { id: number; name?: string }) {
  const ours = t(`services.${tab.id}`);
  return ours === `services.${tab.id}` ? (tab.name ?? String(tab.id)) : ours;
}

export default function AddressPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { screen } = data;
  const query = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    const all = { service: screen.service, redirectTo: screen.redirectTo === '/' ? undefined : screen.redirectTo, ...changes };
    for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') params.set(key, String(value));
    return `?${params}`;
  };
  const home = screen.service === SERVICE.home;
  return (
    <PlaceDialog titleId="address-title" title={t('address.title')} closeTo={screen.redirectTo}>
      {data.tabs.length > 1 ? (
        <nav aria-label={t('serviceTabs')}>
          <ul className="grid grid-cols-3 gap-2">
            {data.tabs.map((tab) => {
              const current = tab.id === screen.service;
              return (
                <li key={tab.id}>
                  <Link
                    to={query({ service: tab.id })}
                    replace
                    aria-current={current ? 'page' : undefined}
                    className={`flex h-[100px] flex-col items-center justify-center gap-1 rounded-md border-2 px-2 text-center font-semibold sm:h-[120px] ${
                      current
                        ? 'border-primary bg-primary-light text-primary-dark'
                        : 'border-neutral-300 text-secondary hover:bg-neutral-100'
                    }`}
                  >
                    <span>{serviceName(tab)}</span>
                    {tab.descr ? <span className="text-sm font-normal text-neutral-700">{tab.descr}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {data.deleting ? (
        <DeleteConfirmation
          address={data.deleting}
          back={query({ kind: screen.kind === 'boat' ? 'boat' : undefined })}
          redirectTo={screen.redirectTo}
        />
      ) : screen.adding || data.editing ? (
        <AddressForm address={data.editing} back={query({})} redirectTo={screen.redirectTo} answer={actionData} />
      ) : (
        <>
          <AddressSearch screen={screen} />
          {home ? (
            <p className="flex flex-wrap gap-2">
              <Link replace to={query({ new: 1 })} className="btn-secondary min-h-11">
                {t('address.addNew')}
              </Link>
              {screen.kind === 'boat' ? (
                <Link replace to={query({})} className="btn-outline min-h-11">
                  {t('address.allAddresses')}
                </Link>
              ) : (
                <Link replace to={query({ kind: 'boat' })} className="btn-outline min-h-11">
                  {t('address.boat')}
                </Link>
              )}
            </p>
          ) : null}
          <AddressChoices data={data} query={query} />
          <ShopAtWork redirectTo={screen.redirectTo} />
        </>
      )}
    </PlaceDialog>
  );
}
