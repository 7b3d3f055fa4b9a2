// A wish list (shopping.md §3 "Wish list", §6, §7; decision 026): its name and its products, each
// linking to its page; the owner changes a quantity (a POST form per product with the absolute
// quantity, in the unit the product is sold by) or removes a product; products no longer sold are
// apart ('Non più disponibili'). 'Aggiungi tutto al carrello' goes through the cart's gate: without
// an address or a slot the shopper chooses them and comes back here. The owner shares the list
// read-only with an e-mail address (invited by e-mail; the page shows addresses, never whose they
// are: decision 051), and stops sharing it; a list shared with the customer (READ) shows no editing
// control and says it is read-only. Another customer's list is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { ActionForm } from '~/components/forms/ActionForm';
import { ErrorList, TextField } from '~/components/forms/Field';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import {
  deleteWishlistItems,
  isEditable,
  isListNotFound,
  shareWishlist,
  unshareWishlist,
  updateWishlistItems,
  viewWishlist,
  type Wishlist,
} from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { requireUser } from '~/lib/auth.server';
import { quantityLabel, shownQuantity, storedQuantity } from '~/lib/cart-quantity';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { idOf, INTENT, intentOf, LIST_INTENTS, readItemId, readItemQuantity, readShareEmail } from '~/lib/list-forms';
import { gateOf, gateUrl } from '~/lib/gates';
import { addAllToCart, flashOutcome, rememberPendingAdd } from '~/lib/pending-add.server';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { refusalTexts } from '~/lib/api-messages.server';
import { authRefused, failure, notFound } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.list', { name: data.list.name }) : t('meta.lists') }),
  { name: 'robots', content: 'noindex' },
];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The list of the address: an id in range, or the page is not found. */
function listIdOf(param: string | undefined): number {
  return idOf(param) ?? notFound();
}

/** What the page shows of a list. */
function listPage(list: Wishlist) {
  return {
    id: list.id,
    name: list.name,
    isDefault: list.isDefault === true,
    // the owner's view carries no sharingData; READ is not editable (spec §6)
    own: !list.sharingData,
    editable: isEditable(list),
    items: list.wishlistItems.map((item) => ({
      itemId: item.itemId,
      name: item.product.name,
      brand: item.product.shortDescr ?? null,
      pack: item.product.description ?? null,
      slug: item.product.slug,
      shown: shownQuantity(item.quantity, item.product.productInfos),
      label: quantityLabel(item.quantity, item.product.productInfos),
    })),
    inactive: list.wishlistInactiveItems.map((item) => ({
      itemId: item.itemId,
      name: item.product.name ?? t('list.unknownProduct', { productId: item.product.productId }),
      slug: item.product.slug ?? null,
      label: quantityLabel(item.quantity, item.product.productInfos),
    })),
    // the addresses only: never whose they are (issue 26)
    sharedWith: (list.sharedWith ?? []).map((share) => share.email),
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const listId = listIdOf(params.listId);
  let list: Wishlist;
  try {
    list = await viewWishlist(shopper.api, listId);
  } catch (error) {
    // another customer's list, or none: the same answer
    if (isListNotFound(error) || error instanceof NotFoundError) notFound();
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
  return respond(shopper, { list: listPage(list) }, { headers: NO_STORE });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = intentOf(formData, LIST_INTENTS);
  if (!intent) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const { api } = shopper;
  const listId = listIdOf(params.listId);
  const here = `/profile/lists/${listId}`;
  const badRequest = () => new Response('Bad Request', { status: 400 });
  try {
    if (intent === INTENT.update) {
      const read = readItemQuantity(formData);
      if (!read.ok) {
        if (!read.itemId) throw badRequest();
        return respond(
          shopper,
          { quantity: { itemId: read.itemId, value: read.value, errors: read.errors } },
          { status: 400, headers: NO_STORE },
        );
      }
      // typed in the unit the product is sold by (g for a product sold by the gram): the list stores the cart's unit
      const before = await viewWishlist(api, listId);
      const item = before.wishlistItems.find((i) => i.itemId === read.itemId);
      const quantity = item ? storedQuantity(read.quantity, item.product.productInfos) : read.quantity;
      const after = await updateWishlistItems(api, listId, [{ itemId: read.itemId, quantity }]);
      const updated = after.wishlistItems.find((i) => i.itemId === read.itemId);
      flashMessage(shopper, {
        level: 'success',
        text: updated
          ? t('list.updated', { quantity: quantityLabel(updated.quantity, updated.product.productInfos), name: updated.product.name })
          : t('list.removed'),
      });
      return goTo(shopper, here);
    }
    if (intent === INTENT.remove) {
      const itemId = readItemId(formData);
      if (!itemId) throw badRequest();
      await deleteWishlistItems(api, listId, [{ itemId }]);
      flashMessage(shopper, { level: 'success', text: t('list.removed') });
      return goTo(shopper, here);
    }
    if (intent === INTENT.addAll) {
      flashOutcome(shopper, await addAllToCart(shopper, { addAll: 'list', id: listId }));
      return goTo(shopper, '/cart');
    }
    const read = readShareEmail(formData);
    if (intent === INTENT.share) {
      if (!read.ok) return respond(shopper, { share: { value: read.value, errors: read.errors } }, { status: 400, headers: NO_STORE });
      await shareWishlist(api, listId, read.email);
      flashMessage(shopper, { level: 'success', text: t('list.share.done', { email: read.email }) });
      return goTo(shopper, here);
    }
    // unshare: the address comes from the page's own hidden field
    if (!read.ok) throw badRequest();
    await unshareWishlist(api, listId, read.email);
    flashMessage(shopper, { level: 'success', text: t('list.share.stopped', { email: read.email }) });
    return goTo(shopper, here);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    if (isListNotFound(error)) notFound();
    // the backend's own words: read-only, a quantity the product does not allow, an unknown customer...
    for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
    // a cart without address or slot takes no products: the refusal says which step is missing, and
    // the add waits for it, made once the step is done (as a single product's add, pending-add.server)
    const step = intent === INTENT.addAll ? gateOf(error.messages.map((m) => m.code)) : undefined;
    if (step) {
      rememberPendingAdd(shopper, { addAll: 'list', id: listId });
      return goTo(shopper, gateUrl(step, here));
    }
    return goTo(shopper, here);
  }
}

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
                          <AuthenticityTokenInput />
                          <HoneypotFields />
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
                              value={INTENT.update}
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
                            intent={INTENT.remove}
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
                    intent={INTENT.remove}
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
          <ActionForm intent={INTENT.addAll} busy={busy} primary>
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
            <AuthenticityTokenInput />
            <HoneypotFields />
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
            <button type="submit" name="intent" value={INTENT.share} disabled={busy} className="btn-primary min-h-11 sm:mt-7">
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
                  <ActionForm intent={INTENT.unshare} fields={{ e_mail: email }} busy={busy} label={t('list.share.stopNamed', { email })}>
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
