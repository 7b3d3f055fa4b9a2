// Service and address (shopping.md §2 'address picker'): tabs per service, a search over the
// shopper's addresses and the pickup points (a postal code or a located position puts the nearest
// first), the list with a choose button per address, the favourite marker, and for home delivery a
// form to add or edit an address (with the coverage check) and the boat stops. Edit and delete only
// for home addresses; delete asks first, as a page of its own (`?delete=<id>`), so it works without
// JS. Choosing leads to the slot screen when the cart has no slot, else back where the shopper was.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ADDRESS_TYPE, SERVICE } from '#domain/services';
import { Messages } from '~/components/Messages';
import { AddressForm, addressLine, DeleteConfirmation, ShopAtWork } from '~/components/places/AddressForms';
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
import { afterAddressChoice, authRefused, backTo, cartBinding, refusalTexts, screenRefused, withRedirect } from '~/lib/place-choice.server';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { readForm } from '~/lib/form-body.server';
import { documentTitle } from '~/lib/seo';
import { failure, flashMessage, getShopper, goTo, loginUrl, respond, sessionEnded } from '~/lib/shopper.server';

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
        await subscribeShopAtWork(shopper.api, parsed.data.subscriptionCode);
        flashMessage(shopper, { level: 'success', text: t('address.shopAtWork.done') });
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

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

const km = (metres: number) => (metres / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1 });

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
          <SearchForm screen={screen} />
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
          <AddressList data={data} query={query} />
          <ShopAtWork redirectTo={screen.redirectTo} />
        </>
      )}
    </PlaceDialog>
  );
}

function SearchForm({ screen }: { screen: Data['screen'] }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [position, setPosition] = useState<{ latitude?: number; longitude?: number }>({
    latitude: screen.latitude,
    longitude: screen.longitude,
  });
  const [unavailable, setUnavailable] = useState(false);
  const locate = () => {
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        // submit after React wrote the hidden fields
        setTimeout(() => form.current?.requestSubmit());
      },
      () => setUnavailable(true),
    );
  };
  return (
    <Form method="get" ref={form} role="search" className="flex flex-col gap-2" replace>
      <input type="hidden" name="service" value={screen.service} />
      {screen.redirectTo !== '/' ? <input type="hidden" name="redirectTo" value={screen.redirectTo} /> : null}
      {screen.kind === 'boat' ? <input type="hidden" name="kind" value="boat" /> : null}
      {position.latitude !== undefined && position.longitude !== undefined ? (
        <>
          <input type="hidden" name="latitude" value={position.latitude} />
          <input type="hidden" name="longitude" value={position.longitude} />
        </>
      ) : null}
      <label htmlFor="address-search" className="font-medium">
        {t('address.searchLabel')}
      </label>
      <p id="address-search-help" className="text-sm text-neutral-700">
        {t('address.searchHelp')}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id="address-search"
          name="q"
          type="search"
          defaultValue={screen.q}
          aria-describedby="address-search-help"
          className="input min-h-11 flex-1 basis-48"
          maxLength={100}
        />
        <button type="submit" className="btn-primary min-h-11">
          {t('address.search')}
        </button>
        {hydrated ? (
          <button type="button" className="btn-outline min-h-11" onClick={locate}>
            {t('address.useMyPosition')}
          </button>
        ) : null}
      </div>
      {unavailable ? <Messages messages={[{ level: 'warning', text: t('address.positionUnavailable') }]} /> : null}
    </Form>
  );
}

function AddressList({ data, query }: { data: Data; query: (changes: Record<string, string | number | undefined>) => string }) {
  const { screen } = data;
  if (!data.addresses.length) return <p>{t('address.empty')}</p>;
  return (
    <section aria-labelledby="address-list-title">
      <h2 id="address-list-title" className="sr-only">
        {t('address.listTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {data.addresses.map((a) => {
          const name = a.addressName ?? addressLine(a);
          const chosen = a.addressId === data.selectedId || (data.selectedId === undefined && a.selected);
          const favourite = data.favourites.includes(a.addressId);
          const own = a.addressTypeId === ADDRESS_TYPE.home;
          return (
            <li
              key={a.addressId}
              className={`flex flex-wrap items-center gap-3 rounded-md border p-3 ${chosen ? 'border-primary bg-primary-light' : 'border-neutral-300'}`}
            >
              <Form replace method="post" className="shrink-0">
                <AuthenticityTokenInput />
                <HoneypotInputs />
                <input type="hidden" name="addressId" value={a.addressId} />
                <input type="hidden" name="serviceId" value={screen.service} />
                <input type="hidden" name="addressType" value={a.addressTypeId} />
                <input type="hidden" name="redirectTo" value={screen.redirectTo} />
                <button
                  type="submit"
                  name="intent"
                  value={ADDRESS_INTENT.select}
                  aria-label={t('address.chooseLabel', { name })}
                  aria-pressed={chosen}
                  className="flex min-h-11 items-center gap-2 rounded-md border border-secondary px-3 font-semibold text-secondary hover:bg-secondary-light"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block h-5 w-5 rounded-full border-2 border-secondary ${chosen ? 'bg-secondary shadow-[inset_0_0_0_3px_white]' : ''}`}
                  />
                  {chosen ? t('address.chosen') : t('address.choose')}
                </button>
              </Form>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {name}
                  {favourite ? (
                    <span className="ml-2 inline-flex items-center gap-1 text-sm font-medium text-accent">
                      <span aria-hidden="true">★</span>
                      {t('address.favourite')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-neutral-700">
                  <span className="mr-2 rounded bg-neutral-100 px-1.5 py-0.5 font-medium">{t(`address.types.${a.addressTypeId}`)}</span>
                  {addressLine(a)}
                  {a.distance !== undefined ? ` · ${t('address.distance', { km: km(a.distance) })}` : ''}
                </p>
              </div>
              {own ? (
                <p className="flex gap-2">
                  <Link
                    replace
                    to={query({ edit: a.addressId })}
                    className="btn-outline min-h-11"
                    aria-label={t('address.editLabel', { name })}
                  >
                    {t('address.edit')}
                  </Link>
                  <Link
                    replace
                    to={query({ delete: a.addressId })}
                    className="btn-outline min-h-11"
                    aria-label={t('address.deleteLabel', { name })}
                  >
                    {t('address.delete')}
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
