// Add to cart: a plain POST form with the absolute quantity, so it works without JS. The cart
// action applies the spec's gating (login, address, slot) and says what is missing.
import { Form, Link, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { firstAddQuantity } from '#domain/quantity';
import type { Product } from '~/ebsn/schemas';
import { tCatalog as t } from '~/i18n/t';
import { INTENT } from '~/lib/cart-forms';

export function AddToCartForm({ product, wide = false }: { product: Product; wide?: boolean }) {
  const location = useLocation();
  const available = product.available !== 0;
  const options = product.selectOptions ?? [];
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
  return (
    <Form method="post" action="/cart" className={wide ? 'w-full' : ''}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={INTENT.add} />
      <input type="hidden" name="productId" value={product.productId} />
      <input type="hidden" name="quantity" value={firstAddQuantity(product.productInfos, product.minAcq)} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {options.map((option) => (
        <fieldset key={option.parameterName} className="mb-3">
          <legend className="mb-1 font-semibold">{option.name}</legend>
          <div className="flex flex-wrap gap-3">
            {option.options.map((choice) => (
              <label key={choice.key} className="flex items-center gap-1.5">
                {/* required radios: the browser asks for every option before submitting, JS or not */}
                <input
                  type="radio"
                  name={`option.${option.parameterName}`}
                  value={choice.key}
                  required
                  className="h-4 w-4"
                  defaultChecked={option.selected === choice.key}
                />
                {choice.value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="submit"
        className={`btn-primary ${wide ? 'w-full py-3 text-lg' : 'w-full'}`}
        title={options.length ? t('product.optionsRequired') : undefined}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M12 5v14M5 12h14" />
        </svg>
        {t('product.addToCart')}
        {/* the visible label stays the start of the accessible name (WCAG 2.5.3) */}
        <span className="sr-only">: {product.name}</span>
      </button>
    </Form>
  );
}
