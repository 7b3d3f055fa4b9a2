// The quantity an add puts in the cart, by the stepping rules of the spec (§4): a number field the
// shopper can type in, JS or not (the cart action rounds what the rules do not allow and says so),
// and − / + that step it once JS runs. Before hydration the buttons
// hold their place invisibly, so nothing moves when they appear.
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { stepDown, stepUp, type QuantityRules } from '#domain/quantity';
import { tCatalog as t } from '~/i18n/catalog';

const BUTTON =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-neutral-400 bg-white text-2xl font-bold text-secondary hover:bg-secondary-light disabled:opacity-40';

function format(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

export function QuantityStepper({
  rules,
  name,
  id,
  productName,
  unit,
}: {
  rules: QuantityRules;
  name: string;
  id: string;
  productName: string;
  /** the word the cart uses for this product's units ('conf', 'pz'); a loose good's base unit otherwise */
  unit?: string;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(format(rules.first));
  const current = Number(value.replace(',', '.'));
  const quantity = Number.isFinite(current) && current > 0 ? current : rules.first;
  // the add control never goes below what a first add puts in the cart
  const set = (n: number) => setValue(format(Math.max(rules.first, n)));
  const decimals = rules.kind === 'Sfuso';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('product.quantity')} <span className="font-normal text-neutral-700">({unit ?? rules.unit})</span>
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${BUTTON} ${hydrated ? '' : 'invisible'}`}
          disabled={!hydrated || quantity <= rules.first}
          onClick={() => set(stepDown(quantity, rules))}
          aria-label={t('product.lessOf', { name: productName })}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode={decimals ? 'decimal' : 'numeric'}
          // no min, max or step: a quantity the rules do not allow is the server's to round, in the
          // shopper's language (spec §4), not the browser's to refuse in its own
          step="any"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="input h-11 w-24 text-center text-lg font-semibold"
        />
        <button
          type="button"
          className={`${BUTTON} ${hydrated ? '' : 'invisible'}`}
          disabled={!hydrated || (rules.max !== undefined && quantity >= rules.max)}
          onClick={() => set(stepUp(quantity, rules))}
          aria-label={t('product.moreOf', { name: productName })}
          aria-controls={id}
        >
          +
        </button>
      </div>
    </div>
  );
}
