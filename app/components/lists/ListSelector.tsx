// The list selector (shopping.md §2 "List selector dialog"): choose one of the customer's own lists
// for a product, or create a new one with «Crea» and put the product in it. The same forms are the
// page /profile/lists/add (without JS) and the dialog opened from a product (with JS); `Form` is the
// route's <Form> or the dialog's fetcher form, and the dialog adds the `stay` field.
import { FormGuards } from '~/components/forms/FormGuards';
import type { ComponentType } from 'react';
import type { FormProps } from '@remix-run/react';
import { TextField } from '~/components/forms/Field';
import { tLists as t } from '~/i18n/lists';
import { STAY_FIELD } from '~/routes/cart/forms';
import { LIST_NAME_MAX } from '~/lib/list-fields';
import { SELECTOR_INTENT, selectorHref } from '~/routes/profile.lists.add/links';

export type SelectorData = {
  product: { id: number; name: string };
  lists: Array<{ id: number; name: string; isDefault: boolean }>;
  back: string;
};

/** what the selector's action answers to a page that stays (the dialog) */
export type SelectorAnswer = { ok: true; text: string } | { ok: false; create?: { value: string; errors: string[] }; errors?: string[] };

export function ListSelector({
  data,
  answer,
  Form,
  stay = false,
  busy = false,
  idPrefix = 'list-selector',
}: {
  data: SelectorData;
  answer?: SelectorAnswer;
  Form: ComponentType<FormProps>;
  stay?: boolean;
  busy?: boolean;
  idPrefix?: string;
}) {
  const { product, lists, back } = data;
  const created = answer && !answer.ok ? answer.create : undefined;
  // the page's own address: a refusal re-renders it (without JS), and its loader reads the product there
  const action = selectorHref(product.id, back);
  const chosen = lists.find((list) => list.isDefault) ?? lists[0];
  const hidden = (
    <>
      <FormGuards />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="back" value={back} />
      {stay ? <input type="hidden" name={STAY_FIELD} value="1" /> : null}
    </>
  );
  return (
    <div className="flex flex-col gap-4">
      {answer && !answer.ok && answer.errors?.length ? (
        <div role="alert" className="rounded-md border border-primary bg-primary-light px-3 py-2 text-sm">
          {answer.errors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      {lists.length ? (
        <Form method="post" action={action} className="flex flex-col gap-3">
          {hidden}
          <fieldset>
            <legend className="mb-1 font-semibold">{t('selector.choose')}</legend>
            <ul className="flex flex-col">
              {lists.map((list) => (
                <li key={list.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="listId"
                      value={list.id}
                      defaultChecked={list.id === chosen?.id}
                      required
                      className="h-5 w-5"
                    />
                    <span>
                      {list.name}
                      {list.isDefault ? <span className="text-sm text-neutral-700"> ({t('default')})</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" name="intent" value={SELECTOR_INTENT.addToList} disabled={busy} className="btn-primary min-h-11">
            {t('selector.add')}
          </button>
        </Form>
      ) : (
        <p>{t('selector.noLists')}</p>
      )}
      <Form method="post" action={action} className="flex flex-col gap-2">
        {hidden}
        <TextField
          id={`${idPrefix}-name`}
          name="name"
          label={lists.length ? t('selector.orCreate') : t('create.name')}
          help={t('create.help', { max: LIST_NAME_MAX })}
          defaultValue={created?.value}
          errors={created?.errors}
          maxLength={LIST_NAME_MAX}
          autoComplete="off"
          required
        />
        <button type="submit" name="intent" value={SELECTOR_INTENT.createAndAdd} disabled={busy} className="btn-outline min-h-11">
          {t('create.submit')}
        </button>
      </Form>
    </div>
  );
}
