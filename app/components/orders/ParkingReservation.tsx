// The parking reservation of an order collected at a store (Drive) or a locker (account.md §2 Orders,
// §3 "Parking reservation"): the customer on the way says how far they are and how the staff will
// recognise the car, so the shopping is brought out to it or a bay is kept free. One POST form
// (intent `park`), shown while the order can still be collected; the reservation already made is
// shown and can be updated. A refused form comes back with what was typed and each field's errors.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { isAwaitingCollection, PARKING_DISTANCE_MAX_METRES, PARKING_INFO_MAX, PARKING_SERVICES } from '#domain/orders';
import { SelectField, TextField, type Option } from '~/components/forms/Field';
import type { ParkingReservation as Reservation } from '~/ebsn/orders.server';
import { tParking as t } from '~/i18n/parking';
import { ORDER_INTENT as INTENT, type ParkingErrors, type ParkingValues } from '~/routes/profile.orders.$orderId/forms';
import { INTL_LOCALE } from '~/i18n/t';

/**
 * The distances offered, in metres. A select rather than a number field: the shopper is in a car,
 * phone in hand (a passenger, or the driver before setting off), often in a hurry and one-handed:
 * one tap opens the phone's own picker with big rows, no keyboard covers the page, nothing can be
 * mistyped, and nobody has to turn "about 2 km" into metres. The staff need an idea of when the car arrives, not a measure: a few steps that grow with
 * the distance say it. The backend takes any whole number of metres (a phone app may send its GPS
 * figure): a reservation made so keeps its own figure as an extra choice, so updating the car alone
 * does not change the distance.
 */
const DISTANCES = [0, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000].filter((d) => d <= PARKING_DISTANCE_MAX_METRES);

const number = new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'long', timeZone: 'Europe/Rome' });
const time = new Intl.DateTimeFormat(INTL_LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Rome' });

/** '500 m', '1,2 km' */
function distanceText(distance: number): string {
  return distance < 1_000 ? t('distance.metres', { n: number.format(distance) }) : t('distance.km', { n: number.format(distance / 1_000) });
}

function distanceOptions(current: number | undefined): Option[] {
  const options = DISTANCES.map((d) => ({
    value: String(d),
    label: d === 0 ? t('distance.here') : t('distance.about', { distance: distanceText(d) }),
  }));
  if (current === undefined || DISTANCES.includes(current)) return options;
  return [...options, { value: String(current), label: distanceText(current) }].sort((a, b) => Number(a.value) - Number(b.value));
}

function reservedWhen(iso: string | undefined): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return t('current.when', { day: day.format(date), time: time.format(date) });
}

/** Whether the order takes a parking reservation: collected at a store or a locker, and still to be collected (not waiting for its payment). */
export function offersParking(order: { service: number; statusId: number }): boolean {
  return PARKING_SERVICES.includes(order.service) && isAwaitingCollection(order.statusId);
}

type Props = {
  order: { service: number; statusId: number };
  /** the reservation order/view carries, if the customer made one */
  reservation: Reservation | null | undefined;
  /** a refused form: what was typed and each field's errors (the action's `park`) */
  typed?: { values: ParkingValues; errors: ParkingErrors };
  busy: boolean;
};

export function ParkingReservation({ order, reservation, typed, busy }: Props) {
  if (!offersParking(order)) return null;
  const saved = reservation ?? null;
  const when = saved ? reservedWhen(saved.reservedAt) : null;
  return (
    <section aria-labelledby="parking-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="parking-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p>{t(`intro.${order.service}`)}</p>
      {saved ? (
        <div className="rounded-md bg-secondary-light p-3">
          <h3 className="mb-2 font-semibold">{t('current.title')}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('current.distance')}</dt>
            <dd>{saved.distance > 0 ? distanceText(saved.distance) : t('current.here')}</dd>
            <dt className="font-medium">{t('current.info')}</dt>
            <dd className="break-words">{saved.reservationInfo}</dd>
            {when ? (
              <>
                <dt className="font-medium">{t('current.updated')}</dt>
                <dd>{when}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <AuthenticityTokenInput />
        <HoneypotFields />
        <SelectField
          id="parking-distance"
          name="distance"
          label={t('distance.label')}
          placeholder={t('distance.choose')}
          options={distanceOptions(saved?.distance)}
          defaultValue={typed ? typed.values.distance : saved ? String(saved.distance) : ''}
          errors={typed?.errors.distance}
          required
        />
        <TextField
          id="parking-info"
          name="reservationInfo"
          label={t('info.label')}
          help={t('info.help')}
          maxLength={PARKING_INFO_MAX}
          defaultValue={typed ? typed.values.reservationInfo : (saved?.reservationInfo ?? '')}
          errors={typed?.errors.reservationInfo}
          enterKeyHint="send"
          required
        />
        <button type="submit" name="intent" value={INTENT.park} className="btn-primary min-h-11" disabled={busy}>
          {saved ? t('update') : t('send')}
        </button>
      </Form>
    </section>
  );
}
