// The rating of an arrived order (account.md §3 "Order rating note"): 1 to 5 stars as radios and an
// optional note, one POST form (intent `rate`); the note already given is shown and can be changed.
// A missing star count is said under the stars, and the note typed comes back.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { RadioGroup } from '~/components/forms/Field';
import { tOrders as t } from '~/i18n/orders';
import { ORDER_INTENT as INTENT, RATING_NOTE_MAX } from '~/routes/profile.orders.$orderId/forms';

type Props = {
  note: { noteId: number; rating: number; body: string } | null;
  typed?: { rating?: number; body: string };
  error?: string;
  busy: boolean;
};

export function RateOrder({ note, typed, error, busy }: Props) {
  const rating = typed ? typed.rating : note?.rating;
  return (
    <section aria-labelledby="rate-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="rate-heading" className="text-lg font-semibold">
        {t('rate.title')}
      </h2>
      {note ? <p>{t('rate.given', { count: note.rating })}</p> : <p>{t('rate.ask')}</p>}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <AuthenticityTokenInput />
        <HoneypotFields />
        {note ? <input type="hidden" name="noteId" value={note.noteId} /> : null}
        <RadioGroup
          id="rate-stars"
          legend={t('rate.stars')}
          name="rating"
          defaultValue={rating ? String(rating) : undefined}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('rate.star', { count: n }) }))}
          errors={error ? [error] : undefined}
        />
        <div>
          <label htmlFor="rate-body" className="mb-1 block font-medium">
            {t('rate.body')}
          </label>
          <textarea
            id="rate-body"
            name="body"
            rows={3}
            maxLength={RATING_NOTE_MAX}
            defaultValue={typed ? typed.body : (note?.body ?? '')}
            className="input"
          />
        </div>
        <button type="submit" name="intent" value={INTENT.rate} className="btn-primary min-h-11" disabled={busy}>
          {note ? t('rate.update') : t('rate.send')}
        </button>
      </Form>
    </section>
  );
}
