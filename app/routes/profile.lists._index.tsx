// Le mie liste (shopping.md §3 "Wish list", §6, §7; decision 026): the customer's own lists, the
// default one marked, and the lists shared with their address, read-only (naming nobody: decision
// 051); each opens its page. Create a list; per own list: rename it, make it the default, delete it
// after a confirmation of its own that names the list (`?elimina=<id>`, so it works without JS).
// One POST form per action, by intent; the backend's refusals are said with its words.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ActionForm } from '~/components/forms/ActionForm';
import { ConfirmQuestion } from '~/components/forms/ConfirmQuestion';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotFields } from '~/components/forms/FormGuards';
import { TextField } from '~/components/forms/Field';
import { EbsnError } from '~/ebsn/errors';
import {
  createWishlist,
  deleteWishlist,
  isEditable,
  listWishlists,
  renameWishlist,
  selectDefaultWishlist,
  viewWishlist,
} from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { CONFIRM_DELETE, idOf, INTENT, intentOf, LIST_NAME_MAX, LISTS_INTENTS, readListId, readListName } from '~/lib/list-forms';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { refusalTexts } from '~/lib/api-messages.server';
import { authRefused, failure } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.lists') }), { name: 'robots', content: 'noindex' }];

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const HERE = '/profile/lists';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    const { personalList } = await listWishlists(shopper.api);
    const lists = personalList.map((list) => ({
      id: list.id,
      name: list.name,
      size: list.size,
      isDefault: list.isDefault === true,
      // a list shared with the customer carries sharingData; their own lists do not
      own: !list.sharingData,
      editable: isEditable(list),
    }));
    const own = lists.filter((list) => list.own);
    const deleting = idOf(new URL(request.url).searchParams.get(CONFIRM_DELETE));
    return respond(
      shopper,
      {
        own,
        shared: lists.filter((list) => !list.own),
        // only a list of their own can be deleted; any other id asks nothing
        confirmDelete: own.find((list) => list.id === deleting) ?? null,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  const intent = intentOf(formData, LISTS_INTENTS);
  if (!intent) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const { api } = shopper;
  try {
    if (intent === INTENT.create) {
      const read = readListName(formData);
      if (!read.ok) return respond(shopper, { create: { value: read.value, errors: read.errors } }, { status: 400, headers: NO_STORE });
      const list = await createWishlist(api, read.name);
      flashMessage(shopper, { level: 'success', text: t('create.done', { name: list.name }) });
      return goTo(shopper, HERE);
    }
    const listId = readListId(formData);
    if (!listId) throw new Response('Bad Request', { status: 400 });
    if (intent === INTENT.rename) {
      const read = readListName(formData);
      if (!read.ok)
        return respond(shopper, { rename: { listId, value: read.value, errors: read.errors } }, { status: 400, headers: NO_STORE });
      const list = await renameWishlist(api, listId, read.name);
      flashMessage(shopper, { level: 'success', text: t('rename.done', { name: list.name }) });
      return goTo(shopper, HERE);
    }
    if (intent === INTENT.makeDefault) {
      const list = await selectDefaultWishlist(api, listId);
      flashMessage(shopper, { level: 'success', text: t('makeDefault.done', { name: list.name }) });
      return goTo(shopper, HERE);
    }
    // delete: the list read first, to name it in the message (and refused as the backend refuses it)
    const list = await viewWishlist(api, listId);
    await deleteWishlist(api, listId);
    flashMessage(shopper, { level: 'success', text: t('delete.done', { name: list.name }) });
    return goTo(shopper, HERE);
  } catch (error) {
    if (!(error instanceof EbsnError)) return failure(error, request, shopper);
    if (authRefused(error)) return sessionEnded(shopper, request);
    // the backend's own words: a list not found, read-only, too many lists...
    for (const text of refusalTexts(error)) flashMessage(shopper, { level: 'error', text });
    return goTo(shopper, HERE);
  }
}

function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'accent' }) {
  return (
    <span
      className={`rounded-full px-3 py-0.5 text-sm font-medium ${tone === 'accent' ? 'bg-accent-light text-neutral-900' : 'bg-neutral-200 text-neutral-900'}`}
    >
      {children}
    </span>
  );
}

export default function ListsPage() {
  const { own, shared, confirmDelete } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const created = done && 'create' in done ? done.create : undefined;
  const renamed = done && 'rename' in done ? done.rename : undefined;
  return (
    <ProfilePage title={t('title')} intro={<p>{t('intro')}</p>}>
      {confirmDelete ? (
        <ConfirmQuestion
          question={t('delete.question', { name: confirmDelete.name })}
          note={t('delete.note')}
          intent={INTENT.delete}
          fields={{ listId: confirmDelete.id }}
          busy={busy}
          confirm={t('delete.confirm')}
          keep={t('delete.keep')}
          keepTo={HERE}
        />
      ) : null}

      <section aria-labelledby="create-heading" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="create-heading" className="mb-3 text-lg font-semibold">
          {t('create.title')}
        </h2>
        {/* a new list empties the field (the key changes with the lists) */}
        <Form method="post" key={own.map((list) => list.id).join('-')} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <AuthenticityTokenInput />
          <HoneypotFields />
          <TextField
            id="list-name"
            name="name"
            label={t('create.name')}
            help={t('create.help', { max: LIST_NAME_MAX })}
            defaultValue={created?.value}
            errors={created?.errors}
            maxLength={LIST_NAME_MAX}
            autoComplete="off"
            required
            className="flex-1"
          />
          <button type="submit" name="intent" value={INTENT.create} disabled={busy} className="btn-primary min-h-11 sm:mt-7">
            {t('create.submit')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="own-heading" className="flex flex-col gap-3">
        <h2 id="own-heading" className="text-lg font-semibold">
          {t('own.title')}
        </h2>
        {own.length === 0 ? (
          <p className="rounded-lg bg-white p-4 shadow-sm">{t('own.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {own.map((list) => {
              const rejected = renamed?.listId === list.id ? renamed : undefined;
              return (
                <li key={list.id} className="rounded-lg bg-white p-4 shadow-sm">
                  <article aria-labelledby={`list-${list.id}`} className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 id={`list-${list.id}`} className="text-lg font-semibold">
                        <Link to={`/profile/lists/${list.id}`} className="underline">
                          {list.name}
                        </Link>
                      </h3>
                      {list.isDefault ? <Badge tone="accent">{t('default')}</Badge> : null}
                    </div>
                    <p className="text-sm text-neutral-700">{t('count', { count: list.size })}</p>
                    {/* after a rename the field shows the new name (the key changes with it) */}
                    <Form method="post" key={`${list.id}-${list.name}`} className="flex flex-col gap-2 sm:flex-row sm:items-start">
                      <AuthenticityTokenInput />
                      <HoneypotFields />
                      <input type="hidden" name="listId" value={list.id} />
                      <TextField
                        id={`rename-${list.id}`}
                        name="name"
                        label={t('rename.label', { name: list.name })}
                        defaultValue={rejected ? rejected.value : list.name}
                        errors={rejected?.errors}
                        maxLength={LIST_NAME_MAX}
                        autoComplete="off"
                        required
                        className="flex-1"
                      />
                      <button
                        type="submit"
                        name="intent"
                        value={INTENT.rename}
                        disabled={busy}
                        aria-label={t('rename.submitNamed', { name: list.name })}
                        className="btn-outline min-h-11 sm:mt-7"
                      >
                        {t('rename.submit')}
                      </button>
                    </Form>
                    <div className="grid gap-3 sm:grid-cols-3">
                      <Link
                        to={`/profile/lists/${list.id}`}
                        aria-label={t('openNamed', { name: list.name })}
                        className="btn-primary flex min-h-11 items-center justify-center"
                      >
                        {t('open')}
                      </Link>
                      {list.isDefault ? null : (
                        <ActionForm
                          intent={INTENT.makeDefault}
                          fields={{ listId: list.id }}
                          busy={busy}
                          label={t('makeDefault.submitNamed', { name: list.name })}
                        >
                          {t('makeDefault.submit')}
                        </ActionForm>
                      )}
                      <Link
                        to={`${HERE}?${CONFIRM_DELETE}=${list.id}`}
                        aria-label={t('delete.linkNamed', { name: list.name })}
                        className="btn-outline flex min-h-11 items-center justify-center"
                      >
                        {t('delete.link')}
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {shared.length ? (
        <section aria-labelledby="shared-heading" className="flex flex-col gap-3">
          <h2 id="shared-heading" className="text-lg font-semibold">
            {t('shared.title')}
          </h2>
          <p>{t('shared.note')}</p>
          <ul className="flex flex-col gap-3">
            {shared.map((list) => (
              <li key={list.id} className="rounded-lg bg-white p-4 shadow-sm">
                <article aria-labelledby={`list-${list.id}`} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`list-${list.id}`} className="text-lg font-semibold">
                      <Link to={`/profile/lists/${list.id}`} className="underline">
                        {list.name}
                      </Link>
                    </h3>
                    {list.editable ? null : <Badge>{t('readOnly')}</Badge>}
                  </div>
                  <p className="text-sm text-neutral-700">{t('count', { count: list.size })}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ProfilePage>
  );
}
