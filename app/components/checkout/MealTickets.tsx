// The payment step's meal tickets (account.md §2 "Meal tickets"; docs/meal-tickets.md): a type to
// pay part of the order with; then its providers' sign-in (pellegrini's user and password in the
// shop, upday's and edenred's own page); once signed in, the provider, the holder, the balance, the
// tickets used with their amount and the rest to pay, a form for how many tickets, 'Esci' and
// 'Annulla'. Each is a small POST form of its own with a named intent, beside the checkout's form;
// a refusal is said under the form it belongs to, with what was typed (never the password).
import { Form } from '@remix-run/react';
import { Messages } from '~/components/Messages';
import { PasswordField, TextField } from '~/components/forms/Field';
import { FormGuards } from '~/components/forms/FormGuards';
import { tCheckout as t } from '~/i18n/checkout';
import { formatPrice } from '~/lib/format';
import { CHECKOUT_INTENT, MEAL_PASSWORD_MAX, MEAL_SECTION, MEAL_USER_MAX, type MealReply } from '~/routes/checkout/forms';
import type { MealTicketsView } from '~/routes/checkout/meal-tickets.server';

type Props = {
  view: MealTicketsView;
  /** the answer to a meal-ticket form that was refused */
  reply?: MealReply;
  busy: boolean;
};

type Chosen = NonNullable<MealTicketsView['chosen']>;

export function MealTickets({ view, reply, busy }: Props) {
  const chosen = view.chosen;
  const type = chosen ? view.types.find((candidate) => candidate.id === chosen.paymentTypeId) : undefined;
  return (
    <section id={MEAL_SECTION} aria-labelledby="meal-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="meal-heading" className="text-lg font-semibold">
        {t('mealTickets.title')}
      </h2>
      {!chosen ? (
        <ChooseType types={view.types} busy={busy} />
      ) : chosen.logged ? (
        <SignedIn chosen={chosen} reply={reply?.form === 'tickets' ? reply : undefined} busy={busy} />
      ) : (
        <>
          <p>{t('mealTickets.signInIntro', { type: type?.name ?? t('mealTickets.title') })}</p>
          {(type?.providers ?? []).map((provider) =>
            provider.login === 'password' ? (
              <PasswordLogin
                key={provider.provider}
                typeId={chosen.paymentTypeId}
                name={provider.name}
                reply={reply?.form === 'login' ? reply : undefined}
                busy={busy}
              />
            ) : (
              <Form key={provider.provider} method="post" className="flex flex-col gap-1 border-t border-neutral-200 pt-3">
                <FormGuards />
                <input type="hidden" name="payment_type_id" value={chosen.paymentTypeId} />
                <input type="hidden" name="provider" value={provider.provider} />
                <h3 className="font-semibold">{provider.name}</h3>
                <p id={`meal-page-${provider.provider}-note`} className="text-sm text-neutral-700">
                  {t('mealTickets.pageNote', { provider: provider.name })}
                </p>
                <button
                  type="submit"
                  name="intent"
                  value={CHECKOUT_INTENT.mealPage}
                  className="btn-outline min-h-11 self-start"
                  aria-describedby={`meal-page-${provider.provider}-note`}
                  disabled={busy}
                >
                  {t('mealTickets.toPage', { provider: provider.name })}
                </button>
              </Form>
            ),
          )}
          <Form method="post" className="border-t border-neutral-200 pt-3">
            <FormGuards />
            <input type="hidden" name="payment_type_id" value={chosen.paymentTypeId} />
            <button type="submit" name="intent" value={CHECKOUT_INTENT.mealClear} className="min-h-11 underline" disabled={busy}>
              {t('mealTickets.clear')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

function ChooseType({ types, busy }: { types: MealTicketsView['types']; busy: boolean }) {
  return (
    <Form method="post" className="flex flex-col gap-2">
      <FormGuards />
      <fieldset>
        <legend className="mb-2 font-medium">{t('mealTickets.typeLegend')}</legend>
        {types.map((type, index) => (
          <label key={type.id} className="flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name="payment_type_id"
              value={type.id}
              defaultChecked={index === 0}
              aria-describedby={type.descr ? `meal-type-${type.id}-note` : undefined}
              className="mt-1 h-5 w-5 accent-secondary"
            />
            <span>
              {type.name}
              {type.descr ? (
                <span id={`meal-type-${type.id}-note`} className="block text-sm text-neutral-700">
                  {type.descr}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" name="intent" value={CHECKOUT_INTENT.mealType} className="btn-outline min-h-11 self-start" disabled={busy}>
        {t('mealTickets.choose')}
      </button>
    </Form>
  );
}

function PasswordLogin({ typeId, name, reply, busy }: { typeId: number; name: string; reply?: MealReply; busy: boolean }) {
  const refusal = reply?.errors.form;
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 border-t border-neutral-200 pt-3"
      aria-labelledby="meal-login-heading"
      aria-describedby={refusal ? 'meal-login-error' : undefined}
    >
      <FormGuards />
      <input type="hidden" name="payment_type_id" value={typeId} />
      <h3 id="meal-login-heading" className="font-semibold">
        {t('mealTickets.loginTitle', { provider: name })}
      </h3>
      {refusal ? <Messages id="meal-login-error" errors={[refusal]} /> : null}
      <TextField
        id="meal-user"
        name="user"
        label={t('mealTickets.user')}
        defaultValue={reply?.user ?? ''}
        maxLength={MEAL_USER_MAX}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        errors={reply?.errors.user ? [reply.errors.user] : undefined}
      />
      <PasswordField
        id="meal-password"
        name="password"
        label={t('mealTickets.password')}
        maxLength={MEAL_PASSWORD_MAX}
        autoComplete="current-password"
        required
        clearOn={reply}
        errors={reply?.errors.password ? [reply.errors.password] : undefined}
      />
      <button type="submit" name="intent" value={CHECKOUT_INTENT.mealLogin} className="btn-outline min-h-11 self-start" disabled={busy}>
        {t('mealTickets.login', { provider: name })}
      </button>
    </Form>
  );
}

function SignedIn({ chosen, reply, busy }: { chosen: Chosen; reply?: MealReply; busy: boolean }) {
  const provider = chosen.providerName ?? chosen.provider ?? '';
  const error = reply?.errors.tickets;
  const leave = (intent: string, label: string, hidden: string) => (
    <Form method="post">
      <FormGuards />
      <input type="hidden" name="payment_type_id" value={chosen.paymentTypeId} />
      <input type="hidden" name="provider" value={chosen.provider ?? ''} />
      <button type="submit" name="intent" value={intent} className="btn-outline min-h-11" disabled={busy}>
        {label}
        <span className="sr-only"> {hidden}</span>
      </button>
    </Form>
  );
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('mealTickets.provider')}</dt>
        <dd>{provider}</dd>
        {chosen.holder ? (
          <>
            <dt className="font-medium">{t('mealTickets.holder')}</dt>
            <dd>{chosen.holder}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t('mealTickets.balance')}</dt>
        <dd>
          {t('mealTickets.balanceValue', {
            count: chosen.availableTickets,
            value: formatPrice(chosen.ticketValue),
            amount: formatPrice(chosen.availableTickets * chosen.ticketValue),
          })}
        </dd>
        <dt className="font-medium">{t('mealTickets.used')}</dt>
        <dd>{t('mealTickets.usedValue', { count: chosen.tickets, amount: formatPrice(chosen.amount) })}</dd>
        <dt className="font-medium">{t('mealTickets.restToPay')}</dt>
        <dd>{formatPrice(chosen.restToPay)}</dd>
      </dl>
      <p className="text-sm text-neutral-700">{t('mealTickets.restNote')}</p>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <FormGuards />
        <input type="hidden" name="payment_type_id" value={chosen.paymentTypeId} />
        <TextField
          id="meal-tickets"
          name="tickets"
          type="number"
          inputMode="numeric"
          min={0}
          max={chosen.availableTickets}
          step={1}
          required
          label={t('mealTickets.ticketsLabel')}
          help={t('mealTickets.ticketsHelp', { max: chosen.availableTickets, most: chosen.maxTickets })}
          defaultValue={reply?.tickets ?? String(chosen.tickets)}
          errors={error ? [error] : undefined}
          className="min-w-0 flex-1"
        />
        <button type="submit" name="intent" value={CHECKOUT_INTENT.mealTickets} className="btn-outline min-h-11" disabled={busy}>
          {t('mealTickets.apply')}
        </button>
      </Form>
      <div className="flex flex-wrap gap-2">
        {leave(CHECKOUT_INTENT.mealLogout, t('mealTickets.logout'), t('mealTickets.logoutOf', { provider }))}
        {leave(CHECKOUT_INTENT.mealDiscard, t('mealTickets.discard'), t('mealTickets.discardOf', { provider }))}
      </div>
    </>
  );
}
