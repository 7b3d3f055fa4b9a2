// Sort, page size, promo, only-new and facets as ONE GET form folded behind one "Filtri e
// ordinamento" control, so the products come first on a phone. Without JS it is a <details>: the
// shopper opens it, ticks and presses "Applica filtri". With JS on a wide screen it opens by itself
// as a sidebar and every change submits at once; on a phone the control opens the form as a bottom
// sheet (a modal <dialog>: focus stays inside, Escape and Back close it, see ~/lib/dialog-history)
// and "Applica filtri" applies the choices and closes it. Submitting drops `page`, so any change
// returns to page 1 (spec §4).
import { Form, useSubmit } from '@remix-run/react';
import { Link } from '~/lib/link';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { dropDialogEntry, popDialogEntry, pushDialogEntry } from '~/lib/dialog-history';
import { activeFilterCount, PAGE_SIZES, SORTS, type CatalogFilters } from '#domain/filters';
import type { Facet } from '~/ebsn/schemas';
import { tCatalog as t } from '~/i18n/catalog';

const SORT_LABELS: Record<string, string> = {
  '': 'listing.sortDefault',
  name_asc: 'listing.sortNameAsc',
  name_des: 'listing.sortNameDes',
  pri_asc: 'listing.sortPriceAsc',
  pri_des: 'listing.sortPriceDes',
};

const FACET_PARAM: Record<string, { param: string; label: string; key: 'brands' | 'classes' }> = {
  vendor: { param: 'brand', label: 'listing.brand', key: 'brands' },
  product_class: { param: 'class', label: 'listing.classes', key: 'classes' },
};

// a whole row is the target: 44 px tall where it fits (WCAG 2.2 target size asks 24)
const ROW = 'flex min-h-11 items-center gap-3 rounded px-1 hover:bg-neutral-50';
const BOX = 'h-5 w-5 shrink-0';

export type ExtraFilter = {
  /** a select of its own (e.g. the category of a search), kept in the same form */
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
};

export function Filters({
  facets,
  filters,
  hidden = {},
  extra,
  resetHref,
  idPrefix = 'filters',
}: {
  facets: Facet[];
  filters: CatalogFilters;
  hidden?: Record<string, string>;
  extra?: ExtraFilter;
  resetHref: string;
  idPrefix?: string;
}) {
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // 'fold' is what the server renders (and what stays without JS); JS picks the sidebar or the sheet
  const [mode, setMode] = useState<'fold' | 'side' | 'sheet'>('fold');
  const close = useCallback(() => dialog.current?.close(), []);
  const active = activeFilterCount(filters) + (extra?.value ? 1 : 0);

  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)');
    const place = () => setMode(wide.matches ? 'side' : 'sheet');
    place();
    wide.addEventListener('change', place);
    return () => {
      wide.removeEventListener('change', place);
      // unmounted with the sheet open (a navigation): its history entry is no longer ours to take
      dropDialogEntry(close);
    };
  }, [close]);

  useEffect(() => {
    if (mode === 'side' && details.current) details.current.open = true;
  }, [mode]);

  // the choices replace the sheet's history entry: Back from the result returns to the page before
  const followed = () => {
    dropDialogEntry(close);
    close();
  };

  const label = (
    <>
      <span className="flex items-center gap-2">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('listing.control')}
      </span>
      {active ? (
        <span className="rounded-full bg-secondary px-2 text-sm text-white">{t('listing.controlActive', { count: active })}</span>
      ) : null}
    </>
  );
  const bar = 'flex min-h-11 w-full items-center justify-between gap-2 px-3 font-semibold';
  const sheet = mode === 'sheet';

  const form = (
    <Form
      method="get"
      replace={sheet}
      preventScrollReset
      className={sheet ? 'space-y-4 p-3' : 'space-y-4 border-t border-neutral-200 p-3'}
      onChange={
        sheet ? undefined : (event: FormEvent<HTMLFormElement>) => submit(event.currentTarget, { preventScrollReset: true, replace: true })
      }
      onSubmit={sheet ? followed : undefined}
      aria-label={t('listing.control')}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <Choice id={`${idPrefix}-sort`} name="sort" label={t('listing.sort')} value={filters.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </Choice>
        <Choice id={`${idPrefix}-size`} name="size" label={t('listing.pageSize')} value={String(filters.pageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Choice>
        {extra ? (
          <Choice id={`${idPrefix}-${extra.name}`} name={extra.name} label={extra.label} value={extra.value} wide>
            {extra.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Choice>
        ) : null}
      </div>
      <fieldset>
        <legend className="sr-only">{t('listing.filters')}</legend>
        <label className={ROW}>
          <input type="checkbox" name="promo" value="1" defaultChecked={filters.promo} className={BOX} />
          {t('listing.promo')}
        </label>
        <label className={ROW}>
          <input type="checkbox" name="new" value="1" defaultChecked={filters.onlyNew} className={BOX} />
          {t('listing.onlyNew')}
        </label>
      </fieldset>
      {facets.map((facet) => {
        const meta = FACET_PARAM[facet.parameterName];
        if (!meta || !facet.values.length) return null;
        const selected = new Set(filters[meta.key]);
        return (
          <fieldset key={facet.parameterName}>
            <legend className="mb-1 font-semibold">{t(meta.label)}</legend>
            <div className={sheet ? undefined : 'max-h-72 overflow-y-auto pr-1'}>
              {facet.values.map((value) => (
                <label key={value.id} className={`${ROW} text-sm`}>
                  <input type="checkbox" name={meta.param} value={value.id} defaultChecked={selected.has(value.id)} className={BOX} />
                  <span>
                    {value.name}
                    {value.filteredCount !== null && value.filteredCount !== undefined ? (
                      <span className="text-neutral-600"> ({value.filteredCount})</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {/* in the sheet the buttons stay in reach however long the facets are */}
      <div
        className={sheet ? 'sticky bottom-0 -mx-3 flex flex-wrap gap-2 border-t border-neutral-200 bg-white p-3' : 'flex flex-wrap gap-2'}
      >
        <button type="submit" className="btn-secondary min-h-11">
          {t('listing.apply')}
        </button>
        {active ? (
          <Link to={resetHref} replace={sheet} onClick={sheet ? followed : undefined} className="btn-outline min-h-11">
            {t('listing.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );

  if (sheet) {
    const titleId = `${idPrefix}-title`;
    return (
      <div className="rounded-lg border border-neutral-200 bg-white">
        <button
          type="button"
          aria-haspopup="dialog"
          className={bar}
          onClick={() => {
            if (!dialog.current || dialog.current.open) return;
            dialog.current.showModal();
            pushDialogEntry(close);
          }}
        >
          {label}
        </button>
        <dialog
          ref={dialog}
          className="sheet"
          aria-labelledby={titleId}
          onClose={() => popDialogEntry(close)}
          // a click on the backdrop lands on the dialog itself; the panel fills the rest
          onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-neutral-200 bg-white px-3 py-1">
            <h2 id={titleId} className="text-lg font-bold">
              {t('listing.control')}
            </h2>
            <button
              type="button"
              className="min-h-11 min-w-11 rounded px-2 text-2xl leading-none text-neutral-600 hover:bg-neutral-100"
              onClick={close}
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
          {form}
        </dialog>
      </div>
    );
  }
  return (
    <details ref={details} className="rounded-lg border border-neutral-200 bg-white">
      <summary className={bar}>{label}</summary>
      {form}
    </details>
  );
}

function Choice({
  id,
  name,
  label,
  value,
  wide,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input min-h-11">
        {children}
      </select>
    </div>
  );
}
