// Le mie liste (shopping.md §3 "Wish list", §6, §7; decision 026): the customer's own lists, the
// default one marked, and the lists shared with their address, read-only (naming nobody: decision
// 051); each opens its page. Create a list; per own list: rename it, make it the default, delete it
// after a confirmation of its own that names the list (`?elimina=<id>`, so it works without JS).
// One POST form per action, by intent; the backend's refusals are said with its words.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { ProfilePage } from '~/components/account/ProfilePage';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import type { ReactNode } from 'react';
import { ActionForm } from '~/components/forms/ActionForm';
import { ConfirmQuestion } from '~/components/forms/ConfirmQuestion';
import { FormGuards } from '~/components/forms/FormGuards';
import { TextField } from '~/components/forms/Field';
import { tLists as t } from '~/i18n/lists';
import { defineAction, intent } from '~/lib/action.server';
import { requireUser } from '~/lib/auth.server';
import { badRequest, failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { idOf } from '~/lib/ids';
import { LIST_NAME_MAX, rejectedName } from '~/lib/list-fields';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { CONFIRM_DELETE, createSchema, deleteSchema, LISTS_INTENT, LISTS_PATH, makeDefaultSchema, renameSchema } from './forms';
import { createList, deleteList, listsPage, makeDefaultList, renameList } from './lists.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => [...pageMeta({ title: t('meta.lists') }), { name: 'robots', content: 'noindex' }];

const HERE = LISTS_PATH;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  try {
    return respond(shopper, await listsPage(shopper, new URL(request.url)));
  } catch (error) {
    return failure(error, request, shopper);
  }
}

// the backend's own words: a list not found, read-only, too many lists...
const refused = { back: HERE };

export const action = defineAction({
  auth: 'customer',
  intents: {
    [LISTS_INTENT.create]: intent({
      schema: createSchema,
      invalid: async ({ shopper, submission }) => respond(shopper, { create: rejectedName(submission) }, { status: 400 }),
      refused,
      run: ({ shopper, value }) => createList(shopper, value.name),
    }),
    [LISTS_INTENT.rename]: intent({
      schema: renameSchema,
      invalid: async ({ shopper, submission }) => {
        const listId = submission.error?.listId ? undefined : idOf(submission.payload.listId as string);
        if (!listId) throw badRequest();
        return respond(shopper, { rename: { listId, ...rejectedName(submission) } }, { status: 400 });
      },
      refused,
      run: ({ shopper, value }) => renameList(shopper, value.listId, value.name),
    }),
    [LISTS_INTENT.makeDefault]: intent({
      schema: makeDefaultSchema,
      refused,
      run: ({ shopper, value }) => makeDefaultList(shopper, value.listId),
    }),
    [LISTS_INTENT.delete]: intent({
      schema: deleteSchema,
      refused,
      run: ({ shopper, value }) => deleteList(shopper, value.listId),
    }),
  },
});

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
          intent={LISTS_INTENT.delete}
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
          <FormGuards />
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
          <button type="submit" name="intent" value={LISTS_INTENT.create} disabled={busy} className="btn-primary min-h-11 sm:mt-7">
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
                      <FormGuards />
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
                        value={LISTS_INTENT.rename}
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
                          intent={LISTS_INTENT.makeDefault}
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
