// Add to cart: a plain POST form with the absolute quantity, so it works without JS. A card adds
// what a first add puts in the cart; the product page shows that quantity and lets the shopper
// change it (QuantityStepper). The cart action applies the spec's gating (login, address, slot),
// checks the options and says what is missing.
import { Form, Link, useLocation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { firstAddQuantity, quantityRules } from '#domain/quantity';
import type { Product } from '~/ebsn/schemas';
import { QuantityStepper } from './QuantityStepper';
import { tCatalog as t } from '~/i18n/catalog';
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
      {wide ? null : <input type="hidden" name="quantity" value={firstAddQuantity(product.productInfos, product.minAcq)} />}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {options.map((option) => (
        <fieldset key={option.parameterName} className="mb-3">
          <legend className="mb-1 font-semibold">{option.name}</legend>
          <div className="flex flex-wrap gap-3">
            {option.options.map((choice) => (
              <label key={choice.key} className="flex min-h-11 items-center gap-2 pr-2">
                {/* required radios: the browser asks for every option before submitting, JS or not */}
                <input
                  type="radio"
                  name={`option.${option.parameterName}`}
                  value={choice.key}
                  required
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
      <div className={wide ? 'flex flex-wrap items-end gap-3' : ''}>
        {wide ? (
          <QuantityStepper
            rules={quantityRules(product.productInfos, product.minAcq)}
            name="quantity"
            id={`quantity-${product.productId}`}
            productName={product.name}
          />
        ) : null}
        <button
          type="submit"
          className={`btn-primary ${wide ? 'min-h-11 flex-1 whitespace-nowrap text-lg' : 'w-full'}`}
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
    </Form>
  );
}
