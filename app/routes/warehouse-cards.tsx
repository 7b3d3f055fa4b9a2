// I punti vendita come schede (issue 27 §1): every store with its address, services, opening hours
// and page, nearest first to the address the shopper chose for the cart (haversine, domain/geo),
// by name when none is chosen.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { byDistance } from '#domain/geo';
import { StoreCard } from '~/components/places/StoreCard';
import { listPickupStores } from '~/ebsn/places.server';
import { tContent as t } from '~/i18n/content';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { getShopper, respond } from '~/lib/shopper.server';
import { chosenPlace, storePlace } from '~/lib/store-places.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => pageMeta({ title: t('stores.cardsTitle'), description: t('stores.cardsMeta') });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const all = (await listPickupStores(shopper.api)).sort((a, b) => a.name.localeCompare(b.name, 'it'));
    const from = chosenPlace(shopper);
    // the card says the distance in metres, as the stores page does
    const stores = from
      ? byDistance(all, from, storePlace).map(({ item, km }) => ({
          ...item,
          distance: km === undefined ? undefined : Math.round(km * 1000),
        }))
      : all.map((store) => ({ ...store, distance: undefined }));
    return respond(
      shopper,
      { stores, byDistance: !!from },
      // the page carries the shopper's own forms (the pickup choice, CSRF): revalidated every time
      { headers: { 'Cache-Control': 'private, max-age=0, must-revalidate' } },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function StoreCardsPage() {
  const { stores, byDistance: sorted } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="cards-title" className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 id="cards-title" className="text-3xl font-bold">
        {t('stores.cardsTitle')}
      </h1>
      <p>{sorted ? t('stores.byDistance') : t('stores.byName')}</p>
      {stores.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {stores.map((store) => (
            <li key={store.warehouseId}>
              <StoreCard store={store} back="/warehouse-cards" />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stores.empty')}</p>
      )}
    </section>
  );
}
