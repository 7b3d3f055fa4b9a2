// A store, locker or boat stop of the stores pages: services, address, phone, opening hours (Monday
// first) and a button per pickup address that chooses it for the cart (a POST to the address
// screen's select intent, which works without JS and leads on to the slot).
import { Form } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { ADDRESS_TYPE } from '#domain/services';
import type { PickupStore } from '~/ebsn/places-schemas';
import { tPlaces as t } from '~/i18n/places';
import { ADDRESS_INTENT } from '~/lib/place-forms';
import { km, weekHours } from './stores';

export function storePhone(store: PickupStore): string | undefined {
  return store.phone ?? store.metaData?.warehouse_locator?.PHONE;
}

function serviceName(id: number) {
  const key = `services.${id}`;
  const name = t(key);
  return name === key ? String(id) : name;
}

export function StoreCard({
  store,
  heading = 'h2',
  back,
  linked = true,
}: {
  store: PickupStore;
  heading?: 'h1' | 'h2';
  back: string;
  linked?: boolean;
}) {
  const Heading = heading;
  const a = store.address;
  const phone = storePhone(store);
  const titleId = `store-${store.warehouseId}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-neutral-300 bg-white p-4">
      <Heading id={titleId} className={heading === 'h1' ? 'text-2xl font-bold' : 'text-lg font-bold'}>
        {store.name}
      </Heading>
      {a ? (
        <p>
          {[a.address1, a.addressNumber].filter(Boolean).join(' ')}
          {', '}
          {[a.postalcode, a.city].filter(Boolean).join(' ')}
          {a.province ? ` (${a.province})` : ''}
          {store.distance !== undefined ? (
            <span className="text-neutral-700"> · {t('stores.distance', { km: km(store.distance) })}</span>
          ) : null}
        </p>
      ) : null}
      {store.deliveryServices.length ? (
        <p>
          <span className="font-medium">{t('stores.services')}: </span>
          {store.deliveryServices.map(serviceName).join(', ')}
        </p>
      ) : null}
      {phone ? (
        <p>
          <span className="font-medium">{t('stores.phone')}: </span>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-secondary underline">
            {phone}
          </a>
        </p>
      ) : null}
      {store.serviceHours?.default.length ? (
        <div>
          <p className="font-medium">{t('stores.hours')}</p>
          <ul className="text-sm">
            {weekHours(store.serviceHours.default).map((day) => (
              <li key={day.weekDay}>
                {t(`stores.weekdays.${day.weekDay}`)} {day.ranges.length ? day.ranges.join(', ') : t('stores.closed')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {store.addresses
          .filter((address) => address.deliveryServiceId !== undefined)
          .map((address) => {
            const service = serviceName(address.deliveryServiceId!);
            const boat = address.addressTypeId === ADDRESS_TYPE.boat;
            return (
              <Form key={address.addressId} method="post" action="/cart/address">
                <AuthenticityTokenInput />
                <HoneypotFields />
                <input type="hidden" name="addressId" value={address.addressId} />
                <input type="hidden" name="serviceId" value={address.deliveryServiceId} />
                <input type="hidden" name="addressType" value={address.addressTypeId} />
                <input type="hidden" name="redirectTo" value={back} />
                <button
                  type="submit"
                  name="intent"
                  value={ADDRESS_INTENT.select}
                  className="btn-primary min-h-11"
                  aria-label={
                    boat ? t('stores.chooseBoatLabel', { name: store.name }) : t('stores.chooseForLabel', { service, name: store.name })
                  }
                >
                  {boat ? t('stores.chooseBoat') : t('stores.chooseFor', { service })}
                </button>
              </Form>
            );
          })}
        {linked ? (
          <Link
            to={`/punti-vendita/${store.warehouseId}`}
            className="btn-outline min-h-11"
            aria-label={t('stores.detailsLabel', { name: store.name })}
          >
            {t('stores.details')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
