// I miei indirizzi (account.md §2 /profile/addresses, §3 Address and User.default*AddressId, §5, §8;
// decision 028): the customer's home delivery addresses, each to edit (the add/edit form is the
// child route /profile/addresses/manage/{id?}, a dialog over this page with JS and a section of it
// without) or to delete after a confirmation of its own (`?delete=<id>`, so it works without JS:
// 'Sei sicuro di voler eliminare questo indirizzo?'), and the two favourites: the delivery address
// (one of the homes) and the pickup point (a Drive or a locker), set without touching the cart.
// One POST form per action, by intent; the backend's refusals are said with its words, a refused
// delete with the spec's sentence.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, Outlet, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { FormGuards } from '~/components/forms/FormGuards';
import { ActionForm } from '~/components/forms/ActionForm';
import { SelectField } from '~/components/forms/Field';
import { addressLine, DeleteConfirmation } from '~/components/places/AddressForms';
import { tAddresses as t } from '~/i18n/addresses';
import { defineAction, intent } from '~/lib/action.server';
import { ADDRESS_BOOK_PATH, MANAGE_PATH } from '~/lib/address-forms';
import { requireUser } from '~/lib/auth.server';
import { badRequest, failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { addressBook, removeHome, removeRefused, setFavourite, type AddressBookData } from './addresses.server';
import { ADDRESS_BOOK_INTENT, CONFIRM_DELETE, DEFAULT_KIND, removeSchema, setDefaultSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.addresses') }), { name: 'robots', content: 'noindex' }];

const HERE = ADDRESS_BOOK_PATH;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    return respond(shopper, await addressBook(shopper, new URL(request.url)));
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [ADDRESS_BOOK_INTENT.remove]: intent({
      schema: removeSchema,
      refusedHere: ({ shopper, error }) => removeRefused(shopper, error),
      run: ({ shopper, value }) => removeHome(shopper, value.addressId),
    }),
    [ADDRESS_BOOK_INTENT.setDefault]: intent({
      schema: setDefaultSchema,
      // the store's select posted on its empty choice: said next to it; anything else is not our form
      invalid: async ({ shopper, submission }) => {
        const errors = submission.error?.addressId;
        if (submission.payload.kind !== DEFAULT_KIND.store || !errors?.length) throw badRequest();
        return respond(shopper, { store: { errors } }, { status: 400 });
      },
      refused: { back: HERE },
      run: ({ shopper, value }) => setFavourite(shopper, value.addressId, value.kind),
    }),
  },
});

type Data = AddressBookData;

export default function AddressesPage() {
  const { homes, defaultDelivery, defaultStore, stores, confirmDelete } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <ProfilePage title={t('title')} intro={<p>{t('intro')}</p>}>
      {/* the add/edit dialog (/profile/addresses/manage/{id?}): modal with JS, a section here without */}
      <Outlet />

      {confirmDelete ? (
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <DeleteConfirmation address={confirmDelete} back={HERE} redirectTo={HERE} />
        </div>
      ) : null}

      <section aria-labelledby="homes-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="homes-heading" className="text-lg font-semibold">
            {t('homes.title')}
          </h2>
          <Link to={MANAGE_PATH} className="btn-primary flex min-h-11 items-center justify-center">
            {t('homes.add')}
          </Link>
        </div>
        {homes.length === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('homes.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {homes.map((address) => (
              <HomeAddress
                key={address.addressId}
                address={address}
                isDefault={address.addressId === defaultDelivery?.addressId}
                busy={busy}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="favourites-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="favourites-heading" className="text-lg font-semibold">
          {t('favourites.title')}
        </h2>
        <dl className="flex flex-col gap-3">
          <div>
            <dt className="font-medium">{t('favourites.delivery')}</dt>
            <dd>{defaultDelivery ? <FavouriteText favourite={defaultDelivery} /> : t('favourites.none')}</dd>
            {homes.length ? <dd className="text-sm text-neutral-700">{t('favourites.deliveryHelp')}</dd> : null}
          </div>
          <div>
            <dt className="font-medium">{t('favourites.store')}</dt>
            <dd>{defaultStore ? <FavouriteText favourite={defaultStore} /> : t('favourites.none')}</dd>
          </div>
        </dl>
        <StoreForm
          stores={stores}
          current={defaultStore?.addressId}
          errors={done && 'store' in done ? done.store.errors : undefined}
          busy={busy}
        />
      </section>
    </ProfilePage>
  );
}

function FavouriteText({ favourite }: { favourite: NonNullable<Data['defaultDelivery']> }) {
  return (
    <>
      <span className="font-semibold">{favourite.name}</span>
      {favourite.line && favourite.line !== favourite.name ? (
        <span className="block text-sm text-neutral-700">{favourite.line}</span>
      ) : null}
    </>
  );
}

function HomeAddress({ address, isDefault, busy }: { address: Data['homes'][number]; isDefault: boolean; busy: boolean }) {
  const name = address.addressName ?? addressLine(address);
  const headingId = `address-${address.addressId}`;
  const details = [
    address.doorbellName ? t('details.doorbell', { value: address.doorbellName }) : null,
    address.floor ? t('details.floor', { value: address.floor }) : null,
    address.phone ? t('details.phone', { value: address.phone }) : null,
    address.addressNote ? t('details.note', { value: address.addressNote }) : null,
  ].filter((v): v is string => !!v);
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {name}
          </h3>
          {isDefault ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-light px-3 py-0.5 text-sm font-medium text-neutral-900">
              <span aria-hidden="true">★</span>
              {t('makeDefault.badge')}
            </span>
          ) : null}
        </div>
        <p className="break-words">{addressLine(address)}</p>
        {details.length || address.validated === false ? (
          <ul className="flex flex-col gap-0.5 text-sm text-neutral-700">
            {details.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
            {address.validated === false ? <li>{t('details.notValidated')}</li> : null}
          </ul>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <Link
            to={`${MANAGE_PATH}/${address.addressId}`}
            aria-label={t('edit.linkNamed', { name })}
            className="btn-outline flex min-h-11 items-center justify-center"
          >
            {t('edit.link')}
          </Link>
          <Link
            to={`${HERE}?${CONFIRM_DELETE}=${address.addressId}`}
            aria-label={t('delete.linkNamed', { name })}
            className="btn-outline flex min-h-11 items-center justify-center"
          >
            {t('delete.link')}
          </Link>
          {isDefault ? null : (
            <ActionForm
              intent={ADDRESS_BOOK_INTENT.setDefault}
              fields={{ addressId: address.addressId, kind: DEFAULT_KIND.delivery }}
              busy={busy}
              label={t('makeDefault.submitNamed', { name })}
            >
              {t('makeDefault.submit')}
            </ActionForm>
          )}
        </div>
      </article>
    </li>
  );
}

function StoreForm({
  stores,
  current,
  errors,
  busy,
}: {
  stores: Data['stores'];
  current: number | undefined;
  errors: string[] | undefined;
  busy: boolean;
}) {
  if (!stores.length) return <p className="text-sm text-neutral-700">{t('favourites.storeNone')}</p>;
  return (
    // a new favourite shows as the select's value (the key changes with it)
    <Form method="post" key={current ?? 'none'} className="flex flex-col gap-3">
      <FormGuards />
      <input type="hidden" name="kind" value={DEFAULT_KIND.store} />
      <SelectField
        id="favourite-store"
        name="addressId"
        label={t('favourites.storeLabel')}
        help={t('favourites.storeHelp')}
        options={stores}
        placeholder={t('favourites.storeChoose')}
        defaultValue={current ? String(current) : ''}
        errors={errors}
        required
      />
      <button
        type="submit"
        name="intent"
        value={ADDRESS_BOOK_INTENT.setDefault}
        disabled={busy}
        className="btn-secondary min-h-11 sm:self-start"
      >
        {t('favourites.storeSubmit')}
      </button>
    </Form>
  );
}
