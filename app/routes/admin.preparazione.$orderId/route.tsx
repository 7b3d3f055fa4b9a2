// The picking page of one order (decision 053), for a picker or a store manager of its store: each
// line as ordered and as picked, with small forms to record it (pieces counted, grams weighed,
// missing, or a substitute where the customer accepted one), and the status buttons the order allows.
// Plain POST forms by intent, one per line and purpose: it works without JS on a cheap phone.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TextField, ErrorList } from '~/components/forms/Field';
import { moveOrder, pickingOrder, recordPicked, type PickingOrder } from '~/ebsn/picking.server';
import { EbsnError } from '~/ebsn/errors';
import { tPicking as t } from '~/i18n/picking';
import { defineAction, firstErrors, intent } from '~/lib/action.server';
import { errorTexts } from '~/lib/api-messages.server';
import { failure, notFound } from '~/lib/failures.server';
import { formatPrice } from '~/lib/format';
import { routeHeaders } from '~/lib/headers';
import { idOf } from '~/lib/ids';
import { pageMeta } from '~/lib/seo';
import { flashMessage, goTo, respond, type Shopper } from '~/lib/shopper.server';
import { requireStaff, type StaffRole } from '~/lib/staff.server';
import { missingSchema, moveSchema, PICKING_INTENT, pickSchema, substituteSchema } from './forms';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? t('meta.order', { orderId: data.order.orderId }) : t('meta.list') }),
  { name: 'robots', content: 'noindex' },
];

/** the order of the address: an id in range, or the page is not found */
const orderIdOf = (param: string | undefined): number => idOf(param) ?? notFound();

const PICKER_ROLES: readonly StaffRole[] = ['picker', 'store-manager'];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireStaff(request, context, PICKER_ROLES);
  const orderId = orderIdOf(params.orderId);
  try {
    return respond(shopper, { order: await pickingOrder(shopper.api, orderId) });
  } catch (error) {
    return failure(error, request, shopper, { back: '/admin/preparazione' });
  }
}

type LineProblem = { itemId: number; form: 'pick' | 'substitute'; errors: Record<string, string> };

/** a refusal of the backend said under the line's form: the field it names, or the form's */
function lineRefusal(shopper: Shopper, itemId: number, form: LineProblem['form'], error: EbsnError) {
  const field = error.messages.find((m) => m.field)?.field;
  const key = field === 'quantity' || field === 'weight' || field === 'substitute_product_id' ? field : 'form';
  return respond(shopper, { problem: { itemId, form, errors: { [key]: errorTexts(error).join(' ') } } as LineProblem }, { status: 400 });
}

const here = (orderId: number) => `/admin/preparazione/${orderId}`;

export const action = defineAction({
  intents: {
    [PICKING_INTENT.pick]: intent({
      schema: pickSchema,
      invalid: async ({ shopper, submission }) =>
        respond(
          shopper,
          { problem: { itemId: Number(submission.payload.item_id) || 0, form: 'pick', errors: firstErrors(submission) } as LineProblem },
          { status: 400 },
        ),
      refusedHere: async ({ shopper, value, error }) => lineRefusal(shopper, value.item_id, 'pick', error),
      run: async ({ request, context, params, value }) => {
        const { shopper } = await requireStaff(request, context, PICKER_ROLES);
        const orderId = orderIdOf(params.orderId);
        await recordPicked(shopper.api, {
          orderId,
          itemId: value.item_id,
          state: 'picked',
          quantity: value.quantity,
          weight: value.weight,
        });
        flashMessage(shopper, { level: 'success', text: t('order.recorded') });
        return goTo(shopper, here(orderId));
      },
    }),
    [PICKING_INTENT.missing]: intent({
      schema: missingSchema,
      refused: ({ params }) => ({ back: here(orderIdOf(params.orderId)) }),
      run: async ({ request, context, params, value }) => {
        const { shopper } = await requireStaff(request, context, PICKER_ROLES);
        const orderId = orderIdOf(params.orderId);
        await recordPicked(shopper.api, { orderId, itemId: value.item_id, state: 'missing' });
        flashMessage(shopper, { level: 'success', text: t('order.recorded') });
        return goTo(shopper, here(orderId));
      },
    }),
    [PICKING_INTENT.substitute]: intent({
      schema: substituteSchema,
      invalid: async ({ shopper, submission }) =>
        respond(
          shopper,
          {
            problem: {
              itemId: Number(submission.payload.item_id) || 0,
              form: 'substitute',
              errors: firstErrors(submission),
            } as LineProblem,
          },
          { status: 400 },
        ),
      refusedHere: async ({ shopper, value, error }) => lineRefusal(shopper, value.item_id, 'substitute', error),
      run: async ({ request, context, params, value }) => {
        const { shopper } = await requireStaff(request, context, PICKER_ROLES);
        const orderId = orderIdOf(params.orderId);
        await recordPicked(shopper.api, {
          orderId,
          itemId: value.item_id,
          state: 'substituted',
          substituteProductId: value.substitute_product_id,
          quantity: value.quantity,
          weight: value.weight,
        });
        flashMessage(shopper, { level: 'success', text: t('order.recorded') });
        return goTo(shopper, here(orderId));
      },
    }),
    [PICKING_INTENT.move]: intent({
      schema: moveSchema,
      refused: ({ params }) => ({ back: here(orderIdOf(params.orderId)) }),
      run: async ({ request, context, params, value }) => {
        const { shopper } = await requireStaff(request, context, PICKER_ROLES);
        const orderId = orderIdOf(params.orderId);
        const moved = await moveOrder(shopper.api, orderId, value.status_id);
        flashMessage(shopper, { level: 'success', text: t('order.moved', { orderId, status: moved.orderStatusDescr }) });
        return goTo(shopper, here(orderId));
      },
    }),
  },
});

type Line = PickingOrder['orderItems'][number];

function amountOf(kind: string | undefined, quantity: number | undefined, weight: number | undefined) {
  return kind === 'Sfuso' ? t('order.grams', { weight: weight ?? 0 }) : t('order.pieces', { count: quantity ?? 0 });
}

function pickedText(line: Line) {
  if (line.pickingState === 'missing') return t('order.missing');
  if (line.pickingState === 'substituted')
    return t('order.substituted', {
      name: line.substitute?.name ?? '',
      amount: amountOf(line.substitute?.kind, line.pickedQuantity, line.pickedWeight),
    });
  return t('order.picked', { amount: amountOf(line.kind, line.pickedQuantity, line.pickedWeight) });
}

function PickingLine({ line, open, problem }: { line: Line; open: boolean; problem?: LineProblem }) {
  const pickErrors = problem?.form === 'pick' ? problem.errors : {};
  const subErrors = problem?.form === 'substitute' ? problem.errors : {};
  const sfuso = line.kind === 'Sfuso';
  const id = (name: string) => `line-${line.itemId}-${name}`;
  return (
    <li className="flex flex-col gap-3 py-3" aria-labelledby={id('name')}>
      <div>
        <h3 id={id('name')} className="font-semibold">
          {line.name}
        </h3>
        <p className="text-sm text-neutral-700">{t('order.ordered', { amount: amountOf(line.kind, line.quantity, line.weight) })}</p>
        <p className="text-sm text-neutral-700">{t('order.productCode', { id: line.productId })}</p>
        {line.acceptAlternatives ? <p className="text-sm">{t('order.alternativesOk')}</p> : null}
        {line.pickingState ? (
          <p className={`text-sm font-medium ${line.pickingState === 'picked' ? 'text-green-900' : 'text-red-800'}`}>
            {pickedText(line)}
            {line.finalGrossTotal !== undefined ? ` · ${formatPrice(line.finalGrossTotal)}` : ''}
          </p>
        ) : null}
      </div>
      {open ? (
        <>
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`${t('order.record')}: ${line.name}`}>
            <AuthenticityTokenInput />
            <input type="hidden" name="item_id" value={line.itemId} />
            <TextField
              id={id(sfuso ? 'weight' : 'quantity')}
              name={sfuso ? 'weight' : 'quantity'}
              label={sfuso ? t('order.weight') : t('order.quantity')}
              inputMode="numeric"
              pattern="[0-9]*"
              required
              defaultValue={
                line.pickingState === 'picked'
                  ? String(sfuso ? (line.pickedWeight ?? '') : (line.pickedQuantity ?? ''))
                  : sfuso
                    ? ''
                    : String(line.quantity)
              }
              errors={pickErrors.weight || pickErrors.quantity ? [pickErrors.weight ?? pickErrors.quantity!] : undefined}
              className="w-40"
            />
            <button type="submit" name="intent" value={PICKING_INTENT.pick} className="btn-primary min-h-11">
              {t('order.record')}
            </button>
            <ErrorList errors={pickErrors.form ? [pickErrors.form] : undefined} className="w-full" />
          </Form>
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="item_id" value={line.itemId} />
            <button
              type="submit"
              name="intent"
              value={PICKING_INTENT.missing}
              className="btn-outline min-h-11"
              aria-label={`${t('order.markMissing')}: ${line.name}`}
            >
              {t('order.markMissing')}
            </button>
          </Form>
          {line.acceptAlternatives ? (
            <Form
              method="post"
              className="flex flex-col gap-2 rounded border border-neutral-200 p-2"
              aria-label={`${t('order.substitute')}: ${line.name}`}
            >
              <AuthenticityTokenInput />
              <input type="hidden" name="item_id" value={line.itemId} />
              {line.substituteSuggestions.length ? (
                <SubstituteSuggestions
                  suggestions={line.substituteSuggestions}
                  titleId={id('suggestions')}
                  listId={id('substitute-list')}
                />
              ) : null}
              <TextField
                id={id('substitute')}
                name="substitute_product_id"
                label={t('order.substituteId')}
                inputMode="numeric"
                pattern="[0-9]*"
                required
                // the suggestions offered as the field is typed in (the browser's own list, JS or not)
                list={line.substituteSuggestions.length ? id('substitute-list') : undefined}
                errors={subErrors.substitute_product_id ? [subErrors.substitute_product_id] : undefined}
              />
              <TextField
                id={id('substitute-quantity')}
                name="quantity"
                label={t('order.substituteQuantity')}
                inputMode="numeric"
                pattern="[0-9]*"
                errors={subErrors.quantity ? [subErrors.quantity] : undefined}
              />
              <TextField
                id={id('substitute-weight')}
                name="weight"
                label={t('order.substituteWeight')}
                inputMode="numeric"
                pattern="[0-9]*"
                errors={subErrors.weight ? [subErrors.weight] : undefined}
              />
              <button type="submit" name="intent" value={PICKING_INTENT.substitute} className="btn-outline min-h-11 self-start">
                {t('order.substitute')}
              </button>
              <ErrorList errors={subErrors.form ? [subErrors.form] : undefined} />
            </Form>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

export default function PickingPage() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer && 'problem' in answer ? (answer.problem as LineProblem) : undefined;
  const open = order.orderStatusId === 4 || order.orderStatusId === 5;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link to="/admin/preparazione" className="inline-flex min-h-11 items-center self-start underline">
        {t('order.back')}
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('order.title', { orderId: order.orderId })}</h1>
        <p className="rounded-full bg-accent-light px-3 py-0.5 font-medium">
          <span className="sr-only">{t('order.status')}: </span>
          {order.orderStatusDescr}
        </p>
      </header>

      <section aria-labelledby="lines-heading" className="rounded-lg bg-white p-3 shadow-sm">
        <h2 id="lines-heading" className="text-lg font-semibold">
          {t('order.lines')}
        </h2>
        <ul className="flex flex-col divide-y divide-neutral-200">
          {order.orderItems.map((line) => (
            <PickingLine key={line.itemId} line={line} open={open} problem={problem?.itemId === line.itemId ? problem : undefined} />
          ))}
        </ul>
        {order.finalGrossTotal !== null && order.finalGrossTotal !== undefined ? (
          <p className="mt-2 border-t border-neutral-200 pt-2 font-bold">
            {t('order.final')}: {formatPrice(order.finalGrossTotal)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="moves-heading" className="rounded-lg bg-white p-3 shadow-sm">
        <h2 id="moves-heading" className="mb-2 text-lg font-semibold">
          {t('order.moves')}
        </h2>
        {order.nextStatuses.length ? (
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value={PICKING_INTENT.move} />
            {order.nextStatuses.map((next) => (
              <button key={next.orderStatusId} type="submit" name="status_id" value={next.orderStatusId} className="btn-outline min-h-11">
                {t('order.moveTo', { status: next.orderStatusDescr })}
                {/* 7 and 18 read alike: the number tells them apart */}
                {order.nextStatuses.filter((n) => n.orderStatusDescr === next.orderStatusDescr).length > 1
                  ? ` (${next.orderStatusId})`
                  : ''}
              </button>
            ))}
          </Form>
        ) : (
          <p>{t('order.noMoves')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The products of a line's category a picker may offer instead (issue 26): listed to read, and the
 * browser's own list (`listId`) for the code's field.
 */
function SubstituteSuggestions({
  suggestions,
  titleId,
  listId,
}: {
  suggestions: Line['substituteSuggestions'];
  titleId: string;
  listId: string;
}) {
  const named = suggestions.map((p) => ({ productId: p.productId, name: [p.name, p.packDescr].filter(Boolean).join(' ') }));
  return (
    <div className="text-sm">
      <p id={titleId} className="font-semibold">
        {t('order.suggestions')}
      </p>
      <ul aria-labelledby={titleId} className="list-disc pl-5">
        {named.map((p) => (
          <li key={p.productId}>{t('order.suggestion', p)}</li>
        ))}
      </ul>
      <datalist id={listId}>
        {named.map((p) => (
          <option key={p.productId} value={p.productId}>
            {p.name}
          </option>
        ))}
      </datalist>
    </div>
  );
}
