// The stepper of a product in the cart (cart lines, product cards): minus, plus and a typed value
// are each a POST form with the ABSOLUTE target quantity, so each works without JS. With JS they
// go through one fetcher per line (the same key everywhere the line shows), so a quick second
// press replaces the first, and the shown quantity follows the press at once (optimistic).
// Minus to 0 asks the removal confirmation: a link to the cart's confirmation step, or, with a
// handler, the caller's own confirmation.
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { useEffect, useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { packageCount, stepDown, stepUp, type ProductInfos, type QuantityRules } from '#domain/quantity';
import { tCart as t } from '~/i18n/cart';
import { CART_INTENT, STAY_FIELD } from '~/routes/cart/forms';
import { shownQuantity, storedQuantity } from '~/lib/cart-quantity';
import { KeepFocus } from '~/components/forms/KeepFocus';

const BUTTON_LOOK =
  'flex h-11 shrink-0 items-center justify-center rounded-md border border-neutral-400 bg-white text-2xl font-bold text-secondary hover:bg-secondary-light disabled:opacity-40';
// A card on a 360 px phone has about 134 px inside: its stepper's buttons are narrower (still 44 px
// high, 36 wide), its field takes what is left, and without JS the typed value's button goes on a
// line of its own, under the row (issue: the row spilled past the screen and the page scrolled sideways).
const BUTTON = `${BUTTON_LOOK} w-11`;
const BUTTON_COMPACT = `${BUTTON_LOOK} w-9`;

export const lineFetcherKey = (itemId: number) => `cart-line-${itemId}`;

export function CartStepper({
  itemId,
  quantity,
  rules,
  infos,
  productName,
  onRemove,
  compact = false,
}: {
  itemId: number;
  quantity: number;
  rules: QuantityRules;
  infos: ProductInfos | undefined;
  productName: string;
  /** with JS, the caller asks the removal confirmation itself */
  onRemove?: () => void;
  compact?: boolean;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher({ key: lineFetcherKey(itemId) });
  // what the last press asked for, until the cart answers: the absolute quantity, or a typed one in the selling unit
  const pending = fetcher.formData?.get('quantity') ?? fetcher.formData?.get('shown');
  const current =
    typeof pending === 'string'
      ? fetcher.formData?.has('shown')
        ? storedQuantity(Number(pending.replace(',', '.')), infos)
        : Number(pending)
      : quantity;
  const [typed, setTyped] = useState<string | null>(null);
  // the cart's answer (a new quantity, or a refusal that keeps the old one) replaces what was typed
  useEffect(() => setTyped(null), [quantity]);
  useEffect(() => {
    if (fetcher.state === 'idle') setTyped(null);
  }, [fetcher.state]);
  const field = useRef<HTMLInputElement>(null);
  // A value typed before the page came alive is in the field but not in React's state: keep it, or
  // the first render after hydration puts the old quantity back under the shopper's finger. (After
  // the two effects above, whose reset at mount must not win.)
  useEffect(() => {
    const early = field.current?.value;
    if (early !== undefined && early !== String(shownQuantity(quantity, infos).value)) setTyped(early);
    // only the value found at hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shown = shownQuantity(current, infos);
  const back = location.pathname + location.search;
  const down = stepDown(current, rules);
  const up = stepUp(current, rules);
  const atMax = rules.max !== undefined && current >= rules.max;
  // a quantity that fills whole cases says how many (spec §9)
  const packages = packageCount(current, infos);
  const maxText = rules.max !== undefined ? t('maxAcq', { count: rules.max }) : undefined;
  const id = `qty-${itemId}${compact ? '-card' : ''}`;
  const hintId = `${id}-max`;
  const FormOf = hydrated ? fetcher.Form : Form;
  const button = compact ? BUTTON_COMPACT : BUTTON;
  const typedFormId = `${id}-typed`;
  // without JS the typed value needs a button; with JS Enter or leaving the field sends it
  const setButtonBelow = compact && !hydrated;

  const hidden = (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={CART_INTENT.update} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name={STAY_FIELD} value="1" /> : null}
    </>
  );
  const removeHref = `/cart?remove=${itemId}`;
  // the row's three parts are keyed: Preact matches unkeyed children by type, and when − turned from
  // a link into a form it took the typed value's form for it, moving the pressed + to "Aggiorna"
  return (
    <KeepFocus>
      <div>
        <div className={compact ? 'flex w-full items-center gap-1' : 'flex items-center gap-1'}>
          {down === 0 ? (
            onRemove && hydrated ? (
              <button
                key="less"
                type="button"
                className={button}
                onClick={onRemove}
                aria-label={t('less', { name: productName })}
                data-focus="less"
              >
                −
              </button>
            ) : (
              <Link key="less" to={removeHref} className={button} aria-label={t('less', { name: productName })} data-focus="less">
                −
              </Link>
            )
          ) : (
            <FormOf key="less" method="post" action="/cart">
              {hidden}
              <input type="hidden" name="quantity" value={down} />
              <button type="submit" className={button} aria-label={t('less', { name: productName })} data-focus="less">
                −
              </button>
            </FormOf>
          )}
          {/* the typed value is in the selling unit (g for a product sold by the gram): the action converts it */}
          <FormOf
            key="typed"
            method="post"
            action="/cart"
            id={typedFormId}
            className={compact ? 'flex min-w-0 flex-1 items-center' : 'flex items-center'}
          >
            {hidden}
            <label htmlFor={id} className="sr-only">
              {t('quantity', { name: productName, unit: shown.unit })}
            </label>
            <input
              ref={field}
              id={id}
              name="shown"
              type="number"
              inputMode={rules.kind === 'Sfuso' ? 'decimal' : 'numeric'}
              min={0}
              step="any"
              value={typed ?? String(shown.value)}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={(event) => {
                if (typed !== null && typed.trim() && typed !== String(shown.value)) event.currentTarget.form?.requestSubmit();
              }}
              aria-describedby={atMax ? hintId : undefined}
              data-focus="field"
              className={`input h-11 px-1 text-center font-semibold ${compact ? 'w-full min-w-0' : 'w-16'}`}
            />
            <span className="px-1 text-sm" aria-hidden="true">
              {shown.unit}
            </span>
            {setButtonBelow ? null : (
              // with JS out of the tab order: an invisible stop between the field and + (Enter in the field still sends it)
              <button
                type="submit"
                className={hydrated ? 'sr-only' : 'btn-outline ml-1 min-h-11 px-2 text-sm'}
                tabIndex={hydrated ? -1 : undefined}
              >
                {t('setQuantity')}
              </button>
            )}
          </FormOf>
          <FormOf key="more" method="post" action="/cart">
            {hidden}
            <input type="hidden" name="quantity" value={up} />
            <button
              type="submit"
              data-focus="more"
              className={button}
              disabled={atMax}
              title={atMax ? maxText : undefined}
              aria-label={t('more', { name: productName })}
            >
              +
            </button>
          </FormOf>
        </div>
        {setButtonBelow ? (
          <button type="submit" form={typedFormId} className="btn-outline mt-1 min-h-11 w-full px-2 text-sm">
            {t('setQuantity')}
          </button>
        ) : null}
        {atMax ? (
          <p id={hintId} className="mt-1 text-xs text-neutral-700">
            {maxText}
          </p>
        ) : null}
        {packages ? (
          <p className="mt-1 text-xs text-neutral-700">
            {t('packages', { count: packages.packages, size: `${packages.size} ${shown.unit}` })}
          </p>
        ) : null}
      </div>
    </KeepFocus>
  );
}
