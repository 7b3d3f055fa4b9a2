// The cart's content, the same on the /cart page and in the drawer (spec §2 "Cart drawer", "Cart
// item list"): count line, lines (optionally by sector), totals, delivery fee hint, minimum spend,
// rules text, checkout buttons, and the confirmation steps, each of which works without JS.
import { Link } from '~/lib/link';
import { useActionData, useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MoneySummary } from '~/components/MoneySummary';
import { formatPrice } from '~/lib/format';
import { tCart as t } from '~/i18n/cart';
import { CART_INFO, CART_INTENT, COMMENT_FETCHER, isCommentAnswer, OPTION_PREFIX, USE_WPID_FIELD } from '~/routes/cart/forms';
import { ErrorList } from '~/components/forms/Field';
import { quantityLabel } from '~/lib/cart-quantity';
import { LEGAL_PAGES } from '~/lib/links';
import type { CartPageData as CartLoaderData } from '~/routes/cart/cart.server';
import { CartForm } from './CartForm';
import { CartStepper, lineFetcherKey } from './CartStepper';
import { FeeHint } from './FeeHint';

type CartData = NonNullable<Extract<CartLoaderData, { state: 'cart' }>['cart']>;
type Line = CartData['lines'][number];

const PANEL = 'rounded-lg bg-white p-4 shadow-sm';

export function CartView({ data, inDrawer = false }: { data: CartLoaderData; inDrawer?: boolean }) {
  const Heading = inDrawer ? 'h2' : 'h1';
  return (
    <section aria-labelledby="cart-title" className="mx-auto max-w-4xl space-y-4">
      <Heading id="cart-title" className="text-2xl font-bold">
        {t('title')}
      </Heading>
      {data.promo ? <PromoQuestion promo={data.promo} /> : null}
      {data.state === 'guest' ? (
        <div className={`${PANEL} text-center`}>
          <p className="mb-4">{t('loginToView')}</p>
          <p className="flex flex-wrap justify-center gap-2">
            <Link to={`/login?redirectTo=${encodeURIComponent('/cart')}`} className="btn-primary">
              {t('login')}
            </Link>
            <Link to="/" className="btn-outline">
              {t('continueShopping')}
            </Link>
          </p>
        </div>
      ) : (
        <CartContent data={data} />
      )}
    </section>
  );
}

/** A cart modifying an order says so, and how to leave the order as it was. */
function EditingOrder({ orderId }: { orderId: number }) {
  return (
    <div className="rounded-md border-2 border-secondary bg-secondary-light px-3 py-2">
      <p className="font-semibold">{t('editing.title', { orderId })}</p>
      <p className="text-sm">{t('editing.note')}</p>
      <Link to="/cart?empty=1" className="mt-1 inline-flex min-h-11 items-center underline">
        {t('editing.giveUp')}
      </Link>
    </div>
  );
}

function CartContent({ data }: { data: Extract<CartLoaderData, { state: 'cart' }> }) {
  const cart = data.cart;
  if (data.removing) return <RemoveConfirmation line={data.removing} label={data.removing.label} />;
  if (data.emptying) {
    return (
      <div className={PANEL} role="group" aria-labelledby="empty-question">
        <p id="empty-question" className="mb-3 font-semibold">
          {t('emptyConfirm')}
        </p>
        <div className="flex gap-2">
          <CartForm intent={CART_INTENT.empty} redirectTo="/cart">
            <button type="submit" className="btn-primary min-w-20">
              {t('yes')}
            </button>
          </CartForm>
          <Link to="/cart" className="btn-outline min-w-20">
            {t('no')}
          </Link>
        </div>
      </div>
    );
  }
  if (cart.count === 0) {
    return (
      <div className={`${PANEL} text-center`}>
        <p className="mb-4">{t('empty')}</p>
        <Link to="/" className="btn-primary">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {cart.editingOrderId ? <EditingOrder orderId={cart.editingOrderId} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{t('count', { count: cart.count })}</p>
        <Link to={cart.grouped ? '/cart' : '/cart?sectors=1'} className="inline-flex min-h-11 items-center text-secondary underline">
          {cart.grouped ? t('ungroup') : t('groupBySector')}
        </Link>
      </div>
      {cart.sectors ? (
        cart.sectors.map((sector, index) => (
          <section key={`${sector.name ?? ''}-${index}`} aria-labelledby={`sector-${index}`}>
            <h2 id={`sector-${index}`} className="mb-2 text-lg font-bold">
              {sector.name || t('noSector')}
            </h2>
            <Lines lines={sector.lines} />
          </section>
        ))
      ) : (
        <Lines lines={cart.lines} />
      )}
      <Totals cart={cart} />
      <CartInfos cart={cart} />
    </>
  );
}

function Lines({ lines }: { lines: Line[] }) {
  return (
    <ul className="space-y-2" aria-label={t('lines')}>
      {lines.map((line) => (
        <CartLine key={line.itemId} line={line} />
      ))}
    </ul>
  );
}

function CartLine({ line }: { line: Line }) {
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={`${PANEL} flex flex-wrap items-center gap-3`}>
      {line.picture ? (
        <img src={line.picture} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-contain" />
      ) : (
        <div className="h-16 w-16" />
      )}
      <div className="min-w-40 flex-1">
        <p className="font-semibold">
          <Link to={`/product/${line.slug}`} className="hover:underline">
            {line.name}
          </Link>
        </p>
        {line.slotRestriction ? (
          <p className="text-sm font-semibold text-primary">
            {t('slotRestricted')} {line.slotRestriction}{' '}
            <Link to={`/cart/timeslot?redirectTo=${encodeURIComponent('/cart')}`} className="underline">
              {t('changeSlot')}
            </Link>
          </p>
        ) : null}
        {line.brand || line.description ? (
          <p className="text-sm text-neutral-700">{[line.brand, line.description].filter(Boolean).join(' · ')}</p>
        ) : null}
        {line.price !== null ? (
          <p className="text-sm">
            {t('price')}: {formatPrice(line.price)}
          </p>
        ) : null}
        <CartForm intent={CART_INTENT.alternatives} className="mt-1 flex flex-wrap items-center gap-2">
          <input type="hidden" name="itemId" value={line.itemId} />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="accept"
              value="true"
              defaultChecked={line.acceptAlternatives}
              className="h-5 w-5"
              onChange={hydrated ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
            />
            {t('acceptAlternatives')}
          </label>
          {hydrated ? null : (
            <button type="submit" className="btn-outline min-h-11 px-2 text-sm">
              {t('acceptAlternativesSave')}
              <span className="sr-only">: {line.name}</span>
            </button>
          )}
        </CartForm>
      </div>
      <div className="flex flex-col items-end gap-2">
        {confirming ? (
          <RemoveConfirmation line={line} label={quantityLabel(line.quantity, line.infos)} onCancel={() => setConfirming(false)} />
        ) : (
          <>
            <CartStepper
              itemId={line.itemId}
              quantity={line.quantity}
              rules={line.rules}
              infos={line.infos}
              productName={line.name}
              onRemove={() => setConfirming(true)}
            />
            <p className="font-bold">
              <span className="sr-only">{t('lineTotal')}: </span>
              {formatPrice(line.grossTotal)}
            </p>
            {hydrated ? (
              <button type="button" className="min-h-11 px-2 text-sm text-primary underline" onClick={() => setConfirming(true)}>
                {t('remove')}
                <span className="sr-only">: {line.name}</span>
              </button>
            ) : (
              <Link to={`/cart?remove=${line.itemId}`} className="inline-flex min-h-11 items-center px-2 text-sm text-primary underline">
                {t('remove')}
                <span className="sr-only">: {line.name}</span>
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}

function RemoveConfirmation({ line, label, onCancel }: { line: Pick<Line, 'itemId' | 'name'>; label: string; onCancel?: () => void }) {
  const id = `remove-question-${line.itemId}`;
  return (
    <div className={onCancel ? '' : PANEL} role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 font-semibold">
        {t('removeConfirm', { quantity: label, name: line.name })}
      </p>
      <div className="flex gap-2">
        <CartForm intent={CART_INTENT.remove} redirectTo="/cart" fetcherKey={lineFetcherKey(line.itemId)}>
          <input type="hidden" name="itemId" value={line.itemId} />
          <button type="submit" className="btn-primary min-h-11 min-w-16">
            {t('yes')}
          </button>
        </CartForm>
        {onCancel ? (
          <button type="button" className="btn-outline min-h-11 min-w-16" onClick={onCancel}>
            {t('no')}
          </button>
        ) : (
          <Link to="/cart" className="btn-outline min-h-11 min-w-16">
            {t('no')}
          </Link>
        )}
      </div>
    </div>
  );
}

function Totals({ cart }: { cart: CartData }) {
  const service = cart.serviceId ? t(`services.${cart.serviceId}`) : '';
  const belowMinimum = cart.missing > 0;
  // the checkout waits for the minimum spend, and for a slot that suits every line
  const waiting = belowMinimum || cart.slotRestricted;
  return (
    <div className={`${PANEL} space-y-2`}>
      <MoneySummary money={cart.money} />
      {cart.feeHint ? <FeeHint hint={cart.feeHint} /> : null}
      {service && cart.minimum > 0 ? (
        <p className={`text-sm ${belowMinimum ? 'font-semibold text-primary' : ''}`} role={belowMinimum ? 'status' : undefined}>
          {belowMinimum
            ? t('minimumMissing', { service, minimum: formatPrice(cart.minimum), missing: formatPrice(cart.missing) })
            : t('minimumReached', { service, minimum: formatPrice(cart.minimum) })}
        </p>
      ) : null}
      <p className="text-xs text-neutral-700">
        {t('rules.before')}{' '}
        <Link to={LEGAL_PAGES.terms} className="underline">
          {t('rules.terms')}
        </Link>{' '}
        {t('rules.and')}{' '}
        <Link to={LEGAL_PAGES.privacy} className="underline">
          {t('rules.privacy')}
        </Link>
        {t('rules.after')}
      </p>
      {/* below the minimum spend the checkout waits, and says why; 'Cassa veloce' pays with a saved card
          (not a modified order, which is paid as it was) */}
      <div className="flex flex-wrap gap-2">
        {waiting ? (
          <>
            <button type="button" className="btn-primary min-h-11 flex-1" disabled aria-describedby="checkout-note">
              {t('checkout')}
            </button>
            {cart.editingOrderId ? null : (
              <button type="button" className="btn-outline min-h-11 flex-1" disabled aria-describedby="checkout-note">
                {t('fastCheckout')}
              </button>
            )}
          </>
        ) : (
          <>
            <Link to="/checkout" className="btn-primary min-h-11 flex-1 text-center">
              {t('checkout')}
            </Link>
            {cart.editingOrderId ? null : (
              <Link to="/checkout?cassa=veloce" className="btn-outline min-h-11 flex-1 text-center">
                {t('fastCheckout')}
              </Link>
            )}
          </>
        )}
      </div>
      {waiting ? (
        <p id="checkout-note" className={cart.slotRestricted ? 'text-sm font-semibold text-primary' : 'text-xs text-neutral-700'}>
          {cart.slotRestricted ? t('checkoutSlot') : t('checkoutMinimum')}
        </p>
      ) : null}
      <p>
        <Link to="/cart?empty=1" className="inline-flex min-h-11 items-center text-sm text-primary underline">
          {t('emptyCart')}
        </Link>
      </p>
    </div>
  );
}

function CartInfos({ cart }: { cart: CartData }) {
  // a refused comment comes back to its fetcher (JS) or as the cart page's action data (no JS)
  const fetcher = useFetcher({ key: COMMENT_FETCHER });
  const actionData = useActionData();
  const refused = isCommentAnswer(fetcher.data) ? fetcher.data.comment : isCommentAnswer(actionData) ? actionData.comment : undefined;
  const errorId = refused ? 'order-comment-error' : undefined;
  return (
    <div className={`${PANEL} grid gap-3 sm:grid-cols-2`}>
      <CartForm intent={CART_INTENT.info} fetcherKey={COMMENT_FETCHER} className="space-y-2">
        <input type="hidden" name="property" value={CART_INFO.orderComment} />
        <label htmlFor="order-comment" className="block font-semibold">
          {t('orderComment')}
        </label>
        <textarea
          id="order-comment"
          name="value"
          maxLength={500}
          rows={2}
          defaultValue={refused ? refused.value : cart.orderComment}
          aria-invalid={refused ? true : undefined}
          aria-describedby={errorId}
          className={`input ${refused ? 'border-primary' : ''}`}
        />
        <ErrorList id={errorId} errors={refused?.errors} />
        <button type="submit" className="btn-outline min-h-11">
          {t('saveInfos')}
          <span className="sr-only">: {t('orderComment')}</span>
        </button>
      </CartForm>
      <CartForm intent={CART_INTENT.info} className="space-y-2">
        <input type="hidden" name="property" value={CART_INFO.needInvoice} />
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" name="value" value="true" defaultChecked={cart.needInvoice} className="h-5 w-5" />
          {t('needInvoice')}
        </label>
        <button type="submit" className="btn-outline min-h-11">
          {t('saveInfos')}
          <span className="sr-only">: {t('needInvoice')}</span>
        </button>
      </CartForm>
    </div>
  );
}

/** The selectable promotion's question (spec §4): Sì sends the promotion, No sends -1. */
function PromoQuestion({ promo }: { promo: NonNullable<CartLoaderData['promo']> }) {
  return (
    <div className={PANEL} role="group" aria-labelledby="promo-question">
      <p className="font-semibold">{t('promoTitle', { name: promo.name })}</p>
      {promo.text ? <p className="text-sm">{promo.text}</p> : null}
      <p id="promo-question" className="my-2 font-semibold">
        {promo.question}
      </p>
      <CartForm intent={CART_INTENT.add} redirectTo={promo.redirectTo} className="flex gap-2">
        <input type="hidden" name="productId" value={promo.productId} />
        <input type="hidden" name="quantity" value={promo.quantity} />
        {Object.entries(promo.options).map(([name, value]) => (
          <input key={name} type="hidden" name={name.startsWith(OPTION_PREFIX) ? name : `${OPTION_PREFIX}${name}`} value={value} />
        ))}
        <button type="submit" name={USE_WPID_FIELD} value="-1" className="btn-outline min-h-11 min-w-16">
          {t('no')}
        </button>
        <button type="submit" name={USE_WPID_FIELD} value={promo.promoId} className="btn-primary min-h-11 min-w-16">
          {t('yesPromo')}
        </button>
      </CartForm>
    </div>
  );
}
