// Time slot (shopping.md §2 time slot selector, §4 time slot selection): the cart's address and
// service with a link to change them, the delivery fee for home delivery, the restriction warnings,
// day tabs and period filters as links (`?day=&period=`), and the grid: each free slot a small POST
// form, the others disabled with their reason in words. Choosing holds the slot for the cart (the
// backend says until when), makes the add that was waiting, and goes back where the shopper was.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { hasDeliveryFee } from '#domain/services';
import { periodGroupOf, type PeriodGroup } from '#domain/timeslot-periods';
import { FeeHint } from '~/components/cart/FeeHint';
import { Messages } from '~/components/Messages';
import { PlaceDialog } from '~/components/places/PlaceDialog';
import { EbsnError } from '~/ebsn/errors';
import type { Timeslot } from '~/ebsn/slots-schemas';
import { viewDeliveryFee } from '~/ebsn/cart.server';
import { listTimeslots, selectTimeslot } from '~/ebsn/slots.server';
import { tPlaces as t } from '~/i18n/places';
import { deliveryFeeHint } from '~/lib/fee-hint';
import { formatPrice } from '~/lib/format';
import { log } from '~/lib/log.server';
import { GATES, gateUrl, withRedirect } from '~/lib/gates';
import { defineAction, intent } from '~/lib/action.server';
import { afterSlotChoice, backTo, cartBinding } from '~/lib/place-choice.server';
import { selectTimeslotSchema, SLOT_INTENT } from '~/lib/place-forms';
import { routeHeaders } from '~/lib/headers';
import { documentTitle } from '~/lib/seo';
import { failure } from '~/lib/failures.server';
import { getShopper, goTo, loginUrl, respond } from '~/lib/shopper.server';
import {
  dayLabel,
  openDay,
  restricted,
  restrictionsOf,
  chosenRestricted,
  selectable,
  shopTime,
  shopToday,
  shownDays,
  slotsOfPeriod,
  slotState,
  type SlotState,
} from './timeslots';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [{ title: documentTitle(t('slots.meta')) }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  if (!shopper.loggedIn) throw await goTo(shopper, loginUrl(request));
  const url = new URL(request.url);
  const redirectTo = backTo(url.searchParams.get('redirectTo'));
  try {
    const cart = await cartBinding(shopper);
    const address = cart.shippingAddress;
    // no address yet: that step comes first (spec §4 gating order)
    if (!address) throw await goTo(shopper, gateUrl('address', redirectTo));
    const serviceId = address.deliveryServiceId;
    const [slots, fee] = await Promise.all([
      listTimeslots(shopper.api),
      hasDeliveryFee(serviceId)
        ? viewDeliveryFee(shopper.api).catch((error) => {
            log.warn({ err: (error as Error).message }, 'delivery-fee/view failed: no fee banner');
            return undefined;
          })
        : undefined,
    ]);
    if (slots.guest) throw await goTo(shopper, loginUrl(request));
    const days = shownDays(slots.days);
    const day = openDay(days, url.searchParams.get('day'), cart.timeslot?.date);
    const holdExpiresAt = cart.timeslot?.holdExpiresAt ?? slots.holdExpiresAt;
    return respond(shopper, {
      redirectTo,
      address,
      serviceId,
      // the shop's day as its backend counts it (its clock may be set for the e2e run), else ours
      today: slots.today ?? shopToday(),
      days: days.map((d) => ({ dateIso: d.dateIso, count: d.timeslots.length })),
      day,
      period: periodGroupOf(url.searchParams.get('period')),
      restrictions: restrictionsOf(days),
      chosenRestricted: chosenRestricted(days),
      heldUntil: cart.timeslot && holdExpiresAt ? shopTime(holdExpiresAt) : undefined,
      // the cart's rules: the fee of goods there are, and the next band's hint only within reach
      fee:
        fee && fee.deliveryFeeRows.length
          ? {
              deliveryFeeRows: fee.deliveryFeeRows,
              current: (fee.goodsTotal ?? 0) > 0 ? fee.deliveryFee : undefined,
              hint: deliveryFeeHint(fee.nextBand),
            }
          : undefined,
    });
  } catch (error) {
    if (error instanceof EbsnError && error.messages.some((m) => m.code === GATES.address.code))
      throw await goTo(shopper, gateUrl('address', redirectTo));
    // said on the page the shopper came from: never a 500, never a loop (it is not a picker screen)
    return failure(error, request, shopper, { back: redirectTo });
  }
}

export const action = defineAction({
  intents: {
    [SLOT_INTENT.select]: intent({
      schema: selectTimeslotSchema,
      // full or held back by the cart's products: the backend says why, the grid shows the day again
      refused: ({ value }) => ({ back: withRedirect(`/cart/timeslot?day=${value.sel_date}`, backTo(value.redirectTo)) }),
      run: async ({ request, shopper, value }) => {
        if (!shopper.loggedIn) return goTo(shopper, loginUrl(request));
        await selectTimeslot(shopper.api, value.sel_date, value.timeslot_id);
        return afterSlotChoice(shopper, backTo(value.redirectTo));
      },
    }),
  },
});

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

const PERIODS: PeriodGroup[] = ['all', 'morning', 'afternoon'];

function query(data: Data, changes: { day?: string; period?: PeriodGroup }) {
  const params = new URLSearchParams();
  const day = changes.day ?? data.day?.dateIso;
  const period = changes.period ?? data.period;
  if (day) params.set('day', day);
  if (period !== 'all') params.set('period', period);
  if (data.redirectTo !== '/') params.set('redirectTo', data.redirectTo);
  return `?${params}`;
}

export default function TimeslotPage() {
  const data = useLoaderData<typeof loader>();
  const { address } = data;
  const serviceName = data.serviceId ? t(`services.${data.serviceId}`) : '';
  const changeTo = withRedirectClient(`/cart/address${data.serviceId ? `?service=${data.serviceId}` : ''}`, data.redirectTo);
  return (
    <PlaceDialog titleId="timeslot-title" title={t('slots.title')} closeTo={data.redirectTo}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-neutral-100 p-3">
        <p>
          <span className="font-semibold">{serviceName}</span>
          {' · '}
          <span>
            {[address.addressName, [address.address1, address.addressNumber].filter(Boolean).join(' '), address.city]
              .filter(Boolean)
              .join(', ')}
          </span>
        </p>
        <Link replace to={changeTo} className="btn-outline min-h-11" aria-label={t('slots.changeLabel')}>
          {t('slots.change')}
        </Link>
      </div>
      {data.fee ? <FeeBanner fee={data.fee} /> : null}
      {data.heldUntil ? <Messages messages={[{ level: 'info', text: t('slots.heldUntil', { time: data.heldUntil }) }]} /> : null}
      {data.chosenRestricted ? <Messages messages={[{ level: 'error', text: t('slots.chosenRestricted') }]} /> : null}
      {data.restrictions.length ? (
        <Messages messages={data.restrictions.map((r) => ({ level: 'warning' as const, text: t(`slots.warnings.${r}`) }))} />
      ) : null}
      {data.days.length === 0 ? (
        <p>{t('slots.noDays')}</p>
      ) : (
        <>
          <nav aria-label={t('slots.days')}>
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {data.days.map((d) => {
                const current = d.dateIso === data.day?.dateIso;
                return (
                  <li key={d.dateIso} className="shrink-0">
                    <Link
                      to={query(data, { day: d.dateIso })}
                      replace
                      preventScrollReset
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-11 min-w-20 items-center justify-center rounded-md border-2 px-3 font-semibold uppercase ${
                        current ? 'border-primary bg-primary text-white' : 'border-neutral-300 text-secondary hover:bg-neutral-100'
                      }`}
                    >
                      {dayLabel(d.dateIso, data.today, t('slots.today'))}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <nav aria-label={t('slots.periods')}>
            <ul className="flex flex-wrap gap-2">
              {PERIODS.map((p) => (
                <li key={p}>
                  <Link
                    to={query(data, { period: p })}
                    replace
                    preventScrollReset
                    aria-current={p === data.period ? 'true' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 ${
                      p === data.period
                        ? 'border-secondary bg-secondary text-white'
                        : 'border-neutral-300 text-secondary hover:bg-neutral-100'
                    }`}
                  >
                    {t(`slots.period.${p}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SlotGrid data={data} />
          <Legend />
        </>
      )}
    </PlaceDialog>
  );
}

/** The same as the server's withRedirect, in the browser bundle. */
function withRedirectClient(path: string, redirectTo: string) {
  if (redirectTo === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`;
}

const STATE_STYLE: Record<SlotState, string> = {
  empty: 'border-green-700 bg-white text-green-900 hover:bg-green-50',
  intermediate: 'border-accent bg-accent-light text-neutral-900 hover:bg-orange-100',
  full: 'border-neutral-300 bg-neutral-200 text-neutral-700',
  closed: 'border-neutral-300 bg-neutral-200 text-neutral-700',
  restricted: 'border-neutral-300 bg-neutral-200 text-neutral-700',
  selected: 'border-primary bg-primary text-white',
};

function stateText(state: SlotState, chosen = false): string {
  if (state === 'restricted') return chosen ? t('slots.chosenRestrictedState') : t('slots.restricted');
  return t(`slots.status.${state}`);
}

function SlotGrid({ data }: { data: Data }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const day = data.day;
  const slots = slotsOfPeriod(day, data.period);
  if (!day || !slots.length) return <p>{t('slots.noSlots')}</p>;
  const label = dayLabel(day.dateIso, data.today, t('slots.today'));
  const longDay = dayLabel(day.dateIso, '');
  return (
    <section aria-labelledby="slot-grid-title">
      <h2 id="slot-grid-title" className="mb-2 text-lg font-semibold">
        {day.dateIso === data.today ? t('slots.gridToday') : t('slots.grid', { day: label })}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot) => (
          <li key={slot.timeslotId}>
            <SlotButton slot={slot} date={day.dateIso} dayName={longDay} redirectTo={data.redirectTo} busy={busy} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SlotButton({
  slot,
  date,
  dayName,
  redirectTo,
  busy,
}: {
  slot: Timeslot;
  date: string;
  dayName: string;
  redirectTo: string;
  busy: boolean;
}) {
  const state = slotState(slot);
  const status = stateText(state, slot.selected);
  // the name replaces the face: the clock's meaning is said in it too (it was never read)
  const name = t('slots.slotLabel', {
    day: dayName,
    begin: slot.beginTime,
    end: slot.endTime,
    status: restricted(slot) ? `${status}, ${t('slots.restrictedMark')}` : status,
  });
  const face = (
    <>
      <span className="font-semibold">
        {slot.beginTime}–{slot.endTime}
      </span>
      <span className="flex items-center gap-1 text-sm">
        {restricted(slot) ? <ClockIcon /> : null}
        {stateText(state, slot.selected)}
      </span>
    </>
  );
  const style = `flex min-h-14 w-full flex-col items-center justify-center rounded-md border-2 px-2 py-1 text-center ${STATE_STYLE[state]}`;
  // the chosen slot and the full ones are read and reached like the others, and do nothing (a disabled
  // button is out of the tab order: a keyboard never came upon the slot already chosen)
  if (!selectable(slot)) {
    return (
      <button type="button" aria-disabled="true" aria-label={name} className={`${style} cursor-not-allowed`}>
        {face}
      </button>
    );
  }
  return (
    <Form replace method="post">
      <AuthenticityTokenInput />
      <HoneypotFields />
      <input type="hidden" name="sel_date" value={date} />
      <input type="hidden" name="timeslot_id" value={slot.timeslotId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" name="intent" value={SLOT_INTENT.select} aria-label={name} disabled={busy} className={style}>
        {face}
      </button>
    </Form>
  );
}

function ClockIcon() {
  return (
    <svg
      role="img"
      aria-label={t('slots.restrictedMark')}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function Legend() {
  const items: SlotState[] = ['empty', 'intermediate', 'full', 'selected'];
  return (
    <section aria-labelledby="slot-legend-title" className="text-sm">
      <h2 id="slot-legend-title" className="mb-1 font-semibold">
        {t('slots.legend')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map((state) => (
          <li key={state} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-4 w-6 rounded border-2 ${STATE_STYLE[state]}`} />
            {t(`slots.status.${state}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <ClockIcon />
          {t('slots.restrictedMark')}
        </li>
      </ul>
    </section>
  );
}

function FeeBanner({ fee }: { fee: NonNullable<Data['fee']> }) {
  return (
    <section aria-labelledby="fee-title" className="rounded-md border border-secondary bg-secondary-light p-3">
      <h2 id="fee-title" className="font-semibold">
        {t('slots.fee.title')}
      </h2>
      {fee.current !== undefined ? <p>{t('slots.fee.current', { fee: formatPrice(fee.current) })}</p> : null}
      <ul className="text-sm">
        {fee.deliveryFeeRows.map((row) => (
          <li key={row.deliveryFeeRowId ?? row.range.from}>
            {row.range.to !== undefined
              ? t('slots.fee.bandTo', { from: formatPrice(row.range.from), to: formatPrice(row.range.to), fee: formatPrice(row.fee) })
              : t('slots.fee.band', { from: formatPrice(row.range.from), fee: formatPrice(row.fee) })}
          </li>
        ))}
      </ul>
      {fee.hint ? <FeeHint hint={fee.hint} /> : null}
    </section>
  );
}
