// A wish list (shopping.md §3 "Wish list", §6, §7; decision 026): its name and its products, each
// linking to its page; the owner changes a quantity (a POST form per product with the absolute
// quantity, in the unit the product is sold by) or removes a product; products no longer sold are
// apart ('Non più disponibili'). 'Aggiungi tutto al carrello' goes through the cart's gate: without
// an address or a slot the shopper chooses them and comes back here. The owner shares the list
// read-only with an e-mail address (invited by e-mail; the page shows addresses, never whose they
// are: decision 051), and stops sharing it; a list shared with the customer (READ) shows no editing
// control and says it is read-only. Another customer's list is a 404.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { FormGuards } from '~/components/forms/FormGuards';
import { ActionForm } from '~/components/forms/ActionForm';
import { ErrorList, TextField } from '~/components/forms/Field';
import { tLists as t } from '~/i18n/lists';
import { defineAction, intent, type ActionContext } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { badRequest } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { idOf } from '~/lib/ids';
import { typedText } from '~/lib/list-fields';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { addAllSchema, LIST_INTENT, removeSchema, shareSchema, unshareSchema, updateSchema } from './forms';
import { addListToCart, listIdOf, listPath, listRefused, readList, removeItem, shareList, unshareList, updateItem } from './list.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.list', { name: data.list.name }) : t('meta.lists') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const listId = listIdOf(params.listId);
  return respond(shopper, { list: await readList(shopper, request, listId) });
}

/** the backend's own words (read-only, a quantity the product does not allow, an unknown customer...) on the list's page */
const refusedHere = ({ shopper, request, params, error }: ActionContext & { error: Parameters<typeof listRefused>[2] }) =>
  listRefused(shopper, request, error, { back: listPath(listIdOf(params.listId)) });

export const action = defineAction({
  auth: 'customer',
  intents: {
    [LIST_INTENT.update]: intent({
      schema: updateSchema,
      invalid: async ({ shopper, params, submission }) => {
        listIdOf(params.listId);
        const itemId = submission.error?.itemId ? undefined : idOf(submission.payload.itemId as string);
        if (!itemId) throw badRequest();
        const value = typedText(submission.payload, 'quantity', Infinity).trim().slice(0, 20);
        return respond(shopper, { quantity: { itemId, value, errors: submission.error?.quantity ?? [] } }, { status: 400 });
      },
      refusedHere,
      run: ({ shopper, params, value }) => updateItem(shopper, listIdOf(params.listId), value.itemId, value.quantity),
    }),
    [LIST_INTENT.remove]: intent({
      schema: removeSchema,
      refusedHere,
      run: ({ shopper, params, value }) => removeItem(shopper, listIdOf(params.listId), value.itemId),
    }),
    [LIST_INTENT.addAll]: intent({
      schema: addAllSchema,
      // a cart without address or slot takes no products: the refusal names the missing step, and the
      // add waits for it, made once the step is done (as a single product's add, pending-add.server)
      refusedHere: ({ shopper, request, params, error }) => {
        const listId = listIdOf(params.listId);
        return listRefused(shopper, request, error, { back: listPath(listId), waiting: { addAll: 'list', id: listId } });
      },
      run: ({ shopper, params }) => addListToCart(shopper, listIdOf(params.listId)),
    }),
    [LIST_INTENT.share]: intent({
      schema: shareSchema,
      invalid: async ({ shopper, params, submission }) => {
        listIdOf(params.listId);
        const share = { value: typedText(submission.payload, 'e_mail', 300), errors: submission.error?.e_mail ?? [] };
        return respond(shopper, { share }, { status: 400 });
      },
      refusedHere,
      run: ({ shopper, params, value }) => shareList(shopper, listIdOf(params.listId), value.e_mail),
    }),
    [LIST_INTENT.unshare]: intent({
      schema: unshareSchema,
      refusedHere,
      run: ({ shopper, params, value }) => unshareList(shopper, listIdOf(params.listId), value.e_mail),
    }),
  },
});

export default function ListPage() {
  const { list } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const typedQuantity = done && 'quantity' in done ? done.quantity : undefined;
  const shared = done && 'share' in done ? done.share : undefined;
  const { editable } = list;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link to="/profile/lists" className="self-start underline">
        {t('list.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{list.name}</h1>
        {list.isDefault ? <p>{t('list.isDefault')}</p> : null}
        {editable ? null : <p className="rounded-md bg-accent-light px-3 py-2">{t('list.readOnly')}</p>}
      </header>

      <section aria-labelledby="items-heading" className="flex flex-col gap-3">
        <h2 id="items-heading" className="text-lg font-semibold">
          {t('list.items')} <span className="font-normal">({t('count', { count: list.items.length })})</span>
        </h2>
        {list.items.length === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.items.map((item) => {
              const rejected = typedQuantity?.itemId === item.itemId ? typedQuantity : undefined;
              const fieldId = `qty-${item.itemId}`;
              return (
                <li key={item.itemId} className="rounded-lg bg-white p-4 shadow-sm">
                  <article
                    aria-labelledby={`item-${item.itemId}`}
                    className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <div>
                      <h3 id={`item-${item.itemId}`} className="font-semibold">
                        <Link to={`/product/${item.slug}`} className="underline">
                          {item.name}
                        </Link>
                      </h3>
                      {item.brand || item.pack ? (
                        <p className="text-sm text-neutral-700">{[item.brand, item.pack].filter(Boolean).join(' · ')}</p>
                      ) : null}
                      {editable ? null : (
                        <p className="mt-1">
                          {t('list.quantity')}: {item.label}
                        </p>
                      )}
                    </div>
                    {editable ? (
                      <div className="flex flex-wrap items-start gap-2">
                        {/* a key of the quantity: the field shows the list's answer after an update */}
                        <Form method="post" key={`${item.itemId}-${item.label}`} className="flex flex-col">
                          <FormGuards />
                          <input type="hidden" name="itemId" value={item.itemId} />
                          <label htmlFor={fieldId} className="mb-1 text-sm font-medium">
                            {t('list.quantityOf', { name: item.name, unit: item.shown.unit })}
                          </label>
                          <div className="flex items-center gap-2">
                            <input
                              id={fieldId}
                              name="quantity"
                              type="number"
                              inputMode="decimal"
                              min={0}
                              step="any"
                              defaultValue={rejected ? rejected.value : String(item.shown.value)}
                              aria-invalid={rejected ? true : undefined}
                              aria-describedby={rejected ? `${fieldId}-error` : undefined}
                              className={`input h-11 w-24 text-center font-semibold ${rejected ? 'border-primary' : ''}`}
                            />
                            <span aria-hidden="true">{item.shown.unit}</span>
                            <button
                              type="submit"
                              name="intent"
                              value={LIST_INTENT.update}
                              disabled={busy}
                              aria-label={t('list.updateNamed', { name: item.name })}
                              className="btn-outline min-h-11"
                            >
                              {t('list.update')}
                            </button>
                          </div>
                          <ErrorList id={`${fieldId}-error`} errors={rejected?.errors} />
                        </Form>
                        <div className="sm:mt-6">
                          <ActionForm
                            intent={LIST_INTENT.remove}
                            fields={{ itemId: item.itemId }}
                            busy={busy}
                            label={t('list.removeNamed', { name: item.name })}
                          >
                            {t('list.remove')}
                          </ActionForm>
                        </div>
                      </div>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {list.inactive.length ? (
        <section aria-labelledby="inactive-heading" className="flex flex-col gap-3">
          <h2 id="inactive-heading" className="text-lg font-semibold">
            {t('list.inactive')}
          </h2>
          <p>{t('list.inactiveNote')}</p>
          <ul className="flex flex-col gap-3">
            {list.inactive.map((item) => (
              <li key={item.itemId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-neutral-100 p-4">
                <div>
                  <p className="font-semibold">
                    {item.slug ? (
                      <Link to={`/product/${item.slug}`} className="underline">
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                  </p>
                  <p className="text-sm">
                    {t('list.quantity')}: {item.label}
                  </p>
                </div>
                {editable ? (
                  <ActionForm
                    intent={LIST_INTENT.remove}
                    fields={{ itemId: item.itemId }}
                    busy={busy}
                    label={t('list.removeNamed', { name: item.name })}
                  >
                    {t('list.remove')}
                  </ActionForm>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.items.length ? (
        <section aria-labelledby="add-all-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="add-all-heading" className="text-lg font-semibold">
            {t('list.addAll')}
          </h2>
          <p>{t('list.addAllNote')}</p>
          <ActionForm intent={LIST_INTENT.addAll} busy={busy} primary>
            {t('list.addAll')}
          </ActionForm>
        </section>
      ) : null}

      {list.own ? (
        <section aria-labelledby="share-heading" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
          <h2 id="share-heading" className="text-lg font-semibold">
            {t('list.share.title')}
          </h2>
          <p>{t('list.share.intro')}</p>
          <Form method="post" key={list.sharedWith.join(',')} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormGuards />
            <TextField
              id="share-email"
              name="e_mail"
              type="email"
              label={t('list.share.email')}
              defaultValue={shared?.value}
              errors={shared?.errors}
              autoComplete="off"
              required
              className="flex-1"
            />
            <button type="submit" name="intent" value={LIST_INTENT.share} disabled={busy} className="btn-primary min-h-11 sm:mt-7">
              {t('list.share.submit')}
            </button>
          </Form>
          <h3 className="font-semibold">{t('list.share.with')}</h3>
          {list.sharedWith.length === 0 ? (
            <p>{t('list.share.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-neutral-200">
              {list.sharedWith.map((email) => (
                <li key={email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="break-all">{email}</span>
                  <ActionForm
                    intent={LIST_INTENT.unshare}
                    fields={{ e_mail: email }}
                    busy={busy}
                    label={t('list.share.stopNamed', { email })}
                  >
                    {t('list.share.stop')}
                  </ActionForm>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
