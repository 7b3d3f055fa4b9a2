// The address step's search and list (/cart/address): the search by words, postal code or the
// shopper's position (a GET form), and the addresses to choose from, each a POST form of its own with
// the edit and delete links of the shopper's own addresses.
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ADDRESS_TYPE } from '#domain/services';
import { Messages } from '~/components/Messages';
import type { Address } from '~/ebsn/places-schemas';
import { tPlaces as t } from '~/i18n/places';
import { ADDRESS_INTENT } from '~/lib/place-forms';
import { addressLine } from './AddressForms';
import { INTL_LOCALE } from '~/i18n/t';

type SearchScreen = {
  service: number;
  redirectTo: string;
  kind: 'all' | 'boat';
  q: string;
  latitude?: number;
  longitude?: number;
};

const km = (metres: number) => (metres / 1000).toLocaleString(INTL_LOCALE, { maximumFractionDigits: 1 });

export function AddressSearch({ screen }: { screen: SearchScreen }) {
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

export function AddressChoices({
  data,
  query,
}: {
  data: { screen: { service: number; redirectTo: string }; addresses: Address[]; selectedId?: number; favourites: number[] };
  /** the screen's own URL with these query changes (the edit and delete forms open in it) */
  query: (changes: Record<string, string | number | undefined>) => string;
}) {
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
                <HoneypotFields />
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
