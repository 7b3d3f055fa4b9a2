// Add to cart: a plain POST form with the absolute quantity, so it works without JS. A card adds
// what a first add puts in the cart; the product page shows that quantity and lets the shopper
// change it (QuantityStepper). The cart action applies the spec's gating (login, address, slot),
// checks the options and says what is missing. With JS the add goes through a fetcher and the page
// stays; a product already in the cart (the root loader's summary) shows the cart's stepper instead.
import { useFetcher, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { firstAddQuantity, quantityRules, tipologia } from '#domain/quantity';
import { shownQuantity } from '~/lib/cart-quantity';
import { usePageAddress } from '~/lib/shared-markup';
import type { Product } from '~/ebsn/schemas';
import type { RootData } from '~/lib/shell.server';
import { lazy, Suspense } from 'react';
import { KeepFocus } from '~/components/forms/KeepFocus';
import { QuantityStepper } from './QuantityStepper';
import { tCatalog as t } from '~/i18n/catalog';
import { CART_INTENT, STAY_FIELD, USE_WPID_FIELD } from '~/routes/cart/forms';

// only cards of products already in the cart need the cart's stepper: a listing of a shopper with
// an empty cart (or a guest) never loads its code; the server renders it in full either way
const CartStepper = lazy(() => import('~/components/cart/CartStepper').then((m) => ({ default: m.CartStepper })));

type AddAnswer = { ok: boolean; ask?: { promoId: number; text: string; question: string } };

export function AddToCartForm({ product, wide = false }: { product: Product; wide?: boolean }) {
  // with JS the add button gives way to the cart's stepper: the keyboard goes on to its +
  return (
    <KeepFocus>
      <AddOrStepper product={product} wide={wide} />
    </KeepFocus>
  );
}

function AddOrStepper({ product, wide }: { product: Product; wide: boolean }) {
  const hydrated = useHydrated();
  const inCart = useRouteLoaderData<RootData>('root')?.cart?.lines[product.productId];
  const available = product.available !== 0;
  const options = product.selectOptions ?? [];
  if (inCart && available) {
    return (
      <div>
        <p className="mb-1 text-sm font-semibold text-secondary">{t('product.inCart')}</p>
        <Suspense fallback={null}>
          <CartStepper
            itemId={inCart.itemId}
            quantity={inCart.quantity}
            rules={quantityRules(product.productInfos, product.minAcq)}
            infos={product.productInfos}
            productName={product.name}
            compact
          />
        </Suspense>
      </div>
    );
  }
  if (!available) {
    return <p className="text-sm font-semibold text-primary">{t('product.notAvailable')}</p>;
  }
  // a card has no room for the option selector: it leads to the product page, which has it
  if (options.length && !wide) {
    return (
      <Link to={`/product/${product.slug}`} className="btn-outline w-full">
        {t('product.chooseOptions')}
        <span className="sr-only">: {product.name}</span>
      </Link>
    );
  }
  // The server (and the browser, until it hydrates) renders a plain form: a grid renders two dozen of
  // them per page, and the fetcher's hooks and Remix's <Form> were a tenth of a category page's server
  // time (issue 7 §4). With JS the fetcher's form takes its place, to add without leaving the page.
  return hydrated ? <FetcherAddForm product={product} wide={wide} /> : <PlainAddForm product={product} wide={wide} />;
}

function PlainAddForm({ product, wide }: { product: Product; wide: boolean }) {
  // the page's address through shared markup's hook: a card's markup serves every page (decision 066)
  const page = usePageAddress();
  return (
    <form method="post" action="/cart" className={wide ? 'w-full' : ''}>
      <AuthenticityTokenInput />
      <AddFields product={product} wide={wide} redirectTo={page} />
    </form>
  );
}

function FetcherAddForm({ product, wide }: { product: Product; wide: boolean }) {
  const page = usePageAddress();
  const fetcher = useFetcher<AddAnswer>({ key: `add-${product.productId}` });
  const ask = fetcher.state === 'idle' ? fetcher.data?.ask : undefined;
  return (
    <fetcher.Form method="post" action="/cart" className={wide ? 'w-full' : ''}>
      <AuthenticityTokenInput />
      <input type="hidden" name={STAY_FIELD} value="1" />
      <AddFields product={product} wide={wide} redirectTo={page} ask={ask} />
    </fetcher.Form>
  );
}

function AddFields({ product, wide, redirectTo, ask }: { product: Product; wide: boolean; redirectTo: string; ask?: AddAnswer['ask'] }) {
  const options = product.selectOptions ?? [];
  return (
    <>
      <input type="hidden" name="intent" value={CART_INTENT.add} />
      <input type="hidden" name="productId" value={product.productId} />
      {wide ? null : <input type="hidden" name="quantity" value={firstAddQuantity(product.productInfos, product.minAcq)} />}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {options.map((option) => (
        <fieldset key={option.parameterName} className="mb-3">
          <legend className="mb-1 font-semibold">{option.name}</legend>
          <div className="flex flex-wrap gap-3">
            {option.options.map((choice) => (
              <label key={choice.key} className="flex min-h-11 items-center gap-2 pr-2">
                {/* not `required`: a missing option is the cart action's to say, in Italian (the hint below) */}
                <input
                  type="radio"
                  name={`option.${option.parameterName}`}
                  value={choice.key}
                  className="h-5 w-5"
                  defaultChecked={option.selected === choice.key}
                />
                {choice.value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {options.length ? (
        <p id={`options-hint-${product.productId}`} className="mb-3 text-sm font-semibold text-neutral-800">
          {t('product.optionsRequired')}
        </p>
      ) : null}
      {ask ? (
        // the selectable promotion's question, in place (spec §4): No sends -1, Sì the promotion
        <div role="group" aria-labelledby={`promo-q-${product.productId}`} className="mb-2 rounded-md bg-secondary-light p-2 text-sm">
          {ask.text ? <p>{ask.text}</p> : null}
          <p id={`promo-q-${product.productId}`} className="mb-1 font-semibold">
            {ask.question}
          </p>
          <div className="flex gap-2">
            <button type="submit" name={USE_WPID_FIELD} value="-1" className="btn-outline min-h-11 flex-1">
              {t('product.promoNo')}
            </button>
            <button type="submit" name={USE_WPID_FIELD} value={ask.promoId} className="btn-primary min-h-11 flex-1">
              {t('product.promoYes')}
            </button>
          </div>
        </div>
      ) : null}
      <div className={wide ? 'flex flex-wrap items-end gap-3' : ''} hidden={!!ask}>
        {wide ? (
          <QuantityStepper
            rules={quantityRules(product.productInfos, product.minAcq)}
            unit={tipologia(product.productInfos) === 'Sfuso' ? undefined : shownQuantity(1, product.productInfos).unit}
            name="quantity"
            id={`quantity-${product.productId}`}
            productName={product.name}
          />
        ) : null}
        <button
          type="submit"
          className={`btn-primary ${wide ? 'min-h-11 flex-1 whitespace-nowrap text-lg' : 'w-full'}`}
          data-focus="more"
          aria-describedby={options.length ? `options-hint-${product.productId}` : undefined}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 5v14M5 12h14" />
          </svg>
          {t('product.addToCart')}
          {/* the visible label stays the start of the accessible name (WCAG 2.5.3) */}
          <span className="sr-only">: {product.name}</span>
        </button>
      </div>
    </>
  );
}
