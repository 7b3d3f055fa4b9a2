// La mappa dei punti vendita (issue 27 §1): an outline of Veneto and Emilia-Romagna drawn by the
// server as inline SVG (no tiles, no scripts), every store a labelled link to its page; the same
// links again as a plain list under it, for screen readers and keyboards.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { MAP_HEIGHT, MAP_WIDTH, outlinePath, project, REGIONS } from '~/components/content/regions';
import { listPickupStores } from '~/ebsn/places.server';
import { tContent as t } from '~/i18n/content';
import { failure } from '~/lib/failures.server';
import { routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { getShopper, respond } from '~/lib/shopper.server';
import { storePlace } from '~/lib/store-places.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => pageMeta({ title: t('stores.mapTitle'), description: t('stores.mapMeta') });

// the outlines are the same for every request: drawn once
const OUTLINES = REGIONS.map((region) => ({ key: region.key, path: outlinePath(region.points) }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const stores = (await listPickupStores(shopper.api))
      .map((store) => {
        const place = storePlace(store);
        return {
          id: store.warehouseId,
          name: store.name,
          city: store.address?.city ?? '',
          at: place ? project(place.latitude, place.longitude) : null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'it'));
    return respond(shopper, { stores }, { headers: SHAREABLE_FOR_GUESTS });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function StoreMapPage() {
  const { stores } = useLoaderData<typeof loader>();
  const placed = stores.filter((s) => s.at);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{t('stores.mapTitle')}</h1>
      <p>{t('stores.mapIntro')}</p>
      <figure className="rounded-lg bg-white p-2 shadow-sm">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="group"
          aria-label={t('stores.mapLabel')}
          className="h-auto w-full"
          xmlns="http://www.w3.org/2000/svg"
        >
          {OUTLINES.map((region) => (
            <path
              key={region.key}
              d={region.path}
              className={region.key === 'veneto' ? 'fill-secondary-light' : 'fill-accent-light'}
              stroke="#555"
              strokeWidth="1.5"
            >
              <title>{t(`stores.${region.key}`)}</title>
            </path>
          ))}
          {placed.map((store, index) => (
            <a key={store.id} href={`/punti-vendita/${store.id}`} aria-label={store.name} className="map-store">
              <circle cx={store.at!.x} cy={store.at!.y} r="7" fill="#b91c1c" stroke="#fff" strokeWidth="2" />
              <text
                x={store.at!.x + 10}
                // alternate above and below, so neighbours' names overlap less
                y={store.at!.y + (index % 2 ? 14 : -6)}
                fontSize="13"
                fill="#111"
                paintOrder="stroke"
                stroke="#fff"
                strokeWidth="3"
                aria-hidden="true"
              >
                {store.city || store.name}
              </text>
            </a>
          ))}
        </svg>
      </figure>
      <section aria-labelledby="map-list" className="flex flex-col gap-2">
        <h2 id="map-list" className="text-xl font-bold">
          {t('stores.listTitle')}
        </h2>
        {stores.length ? (
          <ul className="grid gap-1 sm:grid-cols-2">
            {stores.map((store) => (
              <li key={store.id}>
                <Link to={`/punti-vendita/${store.id}`} className="text-secondary underline">
                  {store.name}
                </Link>
                {store.city ? <span className="text-neutral-700"> · {store.city}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('stores.empty')}</p>
        )}
      </section>
    </div>
  );
}
