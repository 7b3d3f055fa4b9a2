// Service and address (shopping.md §2 'address picker'): tabs per service, a search over the
// shopper's addresses and the pickup points (a postal code or a located position puts the nearest
// first), the list with a choose button per address, the favourite marker, and for home delivery a
// form to add or edit an address (with the coverage check) and the boat stops. Edit and delete only
// for home addresses; delete asks first, as a page of its own (`?delete=<id>`), so it works without
// JS. Choosing leads to the slot screen when the cart has no slot, else back where the shopper was.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { SERVICE } from '#domain/services';
import { AddressChoices, AddressSearch } from '~/components/places/AddressChoice';
import { AddressForm, DeleteConfirmation, ShopAtWork } from '~/components/places/AddressForms';
import { PlaceDialog } from '~/components/places/PlaceDialog';
import { tPlaces as t } from '~/i18n/places';
import { defineAction, intent } from '~/lib/action.server';
import { addressFormSchema, ADDRESS_INTENT, deleteAddressSchema, selectAddressSchema, shopAtWorkSchema } from '~/lib/place-forms';
import { backTo } from '~/lib/place-choice.server';
import { routeHeaders } from '~/lib/headers';
import { documentTitle } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, loginUrl, respond } from '~/lib/shopper.server';
import {
  addressScreen,
  addressSaveRefused,
  addressSaveRejected,
  chooseAddress,
  deleteRefused,
  listUrl,
  removeAddress,
  saveHomeAddress,
  screenOf,
  shopAtWork,
  shopAtWorkRefused,
  shopAtWorkRejected,
} from './address.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [{ title: documentTitle(t('address.meta')) }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  if (!shopper.loggedIn) throw await goTo(shopper, loginUrl(request));
  const screen = screenOf(new URL(request.url));
  try {
    return respond(shopper, await addressScreen(shopper, screen));
  } catch (error) {
    // said on the page the shopper came from: never a 500, never a loop (it is not a picker screen)
    return failure(error, request, shopper, { back: screen.redirectTo });
  }
}

// `auth` stays 'anyone': a guest choosing a store from /punti-vendita logs in and comes back to that
// page (the form's redirectTo), not to this action's URL (address.server's handlers send them)
export const action = defineAction({
  intents: {
    [ADDRESS_INTENT.select]: intent({
      schema: selectAddressSchema,
      refused: ({ value }) => ({ back: listUrl(backTo(value.redirectTo), value.serviceId) }),
      run: ({ shopper, value }) => chooseAddress(shopper, value),
    }),
    [ADDRESS_INTENT.remove]: intent({
      schema: deleteAddressSchema,
      refusedHere: ({ shopper, value, error }) => deleteRefused(shopper, value, error),
      run: ({ shopper, value }) => removeAddress(shopper, value),
    }),
    [ADDRESS_INTENT.save]: intent({
      schema: addressFormSchema,
      invalid: ({ shopper, submission }) => addressSaveRejected(shopper, submission),
      refusedHere: ({ shopper, reply, error }) => addressSaveRefused(shopper, reply, error),
      run: ({ shopper, value, reply }) => saveHomeAddress(shopper, value, reply),
    }),
    [ADDRESS_INTENT.shopAtWork]: intent({
      schema: shopAtWorkSchema,
      invalid: ({ shopper, submission }) => shopAtWorkRejected(shopper, submission),
      refusedHere: ({ shopper, value, error }) => Promise.resolve(shopAtWorkRefused(shopper, value, error)),
      run: ({ shopper, value }) => shopAtWork(shopper, value),
    }),
  },
});

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
  const shopAtWorkAnswer = actionData && 'shopAtWork' in actionData ? actionData.shopAtWork : undefined;
  const addressAnswer = actionData && !('shopAtWork' in actionData) ? actionData : undefined;
  return (
    <PlaceDialog titleId="address-title" title={t('address.title')} closeTo={screen.redirectTo}>
      {data.tabs.length > 1 ? (
        <nav aria-label={t('serviceTabs')}>
          <ul className="grid grid-cols-3 gap-2">
            {data.tabs.map((tab) => {
              const current = tab.id === screen.service;
              return (
                // at least the spec's height, taller when a long name or description wraps (it spilled over the search at 360 px)
                <li key={tab.id}>
                  <Link
                    to={query({ service: tab.id })}
                    replace
                    aria-current={current ? 'page' : undefined}
                    className={`flex h-full min-h-[100px] flex-col items-center justify-center gap-1 break-words rounded-md border-2 px-2 py-1 text-center font-semibold sm:min-h-[120px] ${
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
        <AddressForm address={data.editing} back={query({})} redirectTo={screen.redirectTo} answer={addressAnswer} />
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
          <ShopAtWork redirectTo={screen.redirectTo} answer={shopAtWorkAnswer} />
        </>
      )}
    </PlaceDialog>
  );
}
