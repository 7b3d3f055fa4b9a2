// One store, locker or boat stop (account.md §2 /punti-vendita/{warehouseId}): the same facts as the
// list, and its pickup points to choose for the cart.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { StoreCard } from '~/components/places/StoreCard';
import { listPickupStores } from '~/ebsn/places.server';
import { tPlaces as t } from '~/i18n/places';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { failure, notFound } from '~/lib/failures.server';
import { getShopper, respond } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.store.name, description: t('stores.meta') }) : [];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = Number(params.warehouseId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const shopper = await getShopper(request, context);
  try {
    const store = (await listPickupStores(shopper.api)).find((s) => s.warehouseId === id);
    if (!store) notFound();
    return respond(
      shopper,
      { store, back: new URL(request.url).pathname },
      { headers: { 'Cache-Control': 'private, max-age=0, must-revalidate' } },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function StorePage() {
  const { store, back } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <nav aria-label="Breadcrumb">
        <Link to="/punti-vendita" className="text-secondary underline">
          {t('stores.allStores')}
        </Link>
      </nav>
      <StoreCard store={store} heading="h1" back={back} linked={false} />
    </div>
  );
}
