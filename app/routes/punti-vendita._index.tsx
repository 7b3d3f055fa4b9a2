// Stores (account.md §2 /punti-vendita): every store, locker and boat stop with its services,
// address, phone and opening hours; nearest first for a postal code (a GET form) or, with JS, the
// shopper's position; each pickup point can be chosen for the cart from here.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { StoreCard } from '~/components/places/StoreCard';
import { listPickupStores, type Near } from '~/ebsn/places.server';
import { tPlaces as t } from '~/i18n/places';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => pageMeta({ title: t('stores.title'), description: t('stores.meta') });

function nearOf(url: URL): Near & { cap: string } {
  const cap = (url.searchParams.get('cap') ?? '').trim();
  const latitude = Number(url.searchParams.get('latitude'));
  const longitude = Number(url.searchParams.get('longitude'));
  const located =
    url.searchParams.has('latitude') && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && url.searchParams.has('longitude');
  return {
    cap: cap.slice(0, 10),
    ...(located ? { latitude, longitude } : {}),
    ...(/^\d{4,5}$/.test(cap) ? { postalcode: cap } : {}),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const url = new URL(request.url);
  const near = nearOf(url);
  try {
    const stores = await listPickupStores(shopper.api, near);
    return respond(
      shopper,
      { stores, cap: near.cap, back: `${url.pathname}${url.search}` },
      // the page carries the shopper's own forms (CSRF): revalidated every time, like the catalogue
      { headers: { 'Cache-Control': 'private, max-age=0, must-revalidate' } },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function StoresPage() {
  const { stores, cap, back } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="stores-title" className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 id="stores-title" className="text-2xl font-bold">
        {t('stores.title')}
      </h1>
      <p>{t('stores.intro')}</p>
      <NearForm cap={cap} />
      {stores.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {stores.map((store) => (
            <li key={store.warehouseId}>
              <StoreCard store={store} back={back} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stores.empty')}</p>
      )}
    </section>
  );
}

function NearForm({ cap }: { cap: string }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [position, setPosition] = useState<{ latitude: number; longitude: number }>();
  const locate = () =>
    navigator.geolocation?.getCurrentPosition(({ coords }) => {
      setPosition({ latitude: coords.latitude, longitude: coords.longitude });
      setTimeout(() => form.current?.requestSubmit());
    });
  return (
    <Form method="get" ref={form} role="search" className="flex flex-wrap items-end gap-2">
      {position ? (
        <>
          <input type="hidden" name="latitude" value={position.latitude} />
          <input type="hidden" name="longitude" value={position.longitude} />
        </>
      ) : null}
      <div>
        <label htmlFor="stores-cap" className="mb-1 block font-medium">
          {t('stores.searchLabel')}
        </label>
        <input id="stores-cap" name="cap" defaultValue={cap} inputMode="numeric" maxLength={5} className="input min-h-11 w-32" />
      </div>
      <button type="submit" className="btn-primary min-h-11">
        {t('stores.search')}
      </button>
      {hydrated ? (
        <button type="button" className="btn-outline min-h-11" onClick={locate}>
          {t('stores.useMyPosition')}
        </button>
      ) : null}
    </Form>
  );
}
