// «Aggiungi alla lista» on a product card and the product page. The server renders a link to the
// list selector's page (/profile/lists/add), which works without JS (a guest is asked to log in
// first). With JS, for a customer, the link opens the selector as a dialog over the page instead;
// the dialog's code loads only when it is first opened, so a listing carries none of it.
import { useRouteLoaderData } from '@remix-run/react';
import { usePageAddress } from '~/lib/shared-markup';
import { lazy, Suspense, useState } from 'react';
import { tCatalog as t } from '~/i18n/catalog';
import { selectorHref } from '~/routes/profile.lists.add/links';
import type { RootData } from '~/lib/shell.server';

const ListSelectorDialog = lazy(() => import('./ListSelectorDialog').then((m) => ({ default: m.ListSelectorDialog })));

export function AddToList({ productId, productName, compact = false }: { productId: number; productName: string; compact?: boolean }) {
  // the page's address through shared markup's hook: a card's markup serves every page (decision 066)
  const page = usePageAddress();
  const loggedIn = useRouteLoaderData<RootData>('root')?.loggedIn === true;
  const [open, setOpen] = useState(false);
  const href = selectorHref(productId, page);
  return (
    <>
      <a
        href={href}
        // the visible words first, then the product: the name a voice user says, and a screen reader hears
        aria-label={t('product.addToListNamed', { product: productName })}
        onClick={(event) => {
          // a guest follows the link: the page asks to log in, then comes back to the selector
          if (!loggedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={`inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-secondary underline-offset-2 hover:underline ${compact ? '' : 'md:text-base'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.3 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z" />
        </svg>
        {t('product.addToList')}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ListSelectorDialog href={href} productName={productName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
