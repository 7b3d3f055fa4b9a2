// The app shell of the spec (account.md §2): skip link, navbar, message region, the cookie centre or the
// first-shop welcome when due, content, footer,
// and the JS-only dressing (progress bar, the new-version notice, the install banner, scroll-to-top, the scroll put back on Back).
import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RootData } from '~/lib/shell.server';
import { ActingBanner } from './ActingBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MessageRegion } from './MessageRegion';
import { tCommon as t } from '~/i18n/common';
import { Island } from '~/lib/islands';
import { OPEN_COOKIE_CENTRE } from '~/lib/cookie-consent';

// Only shoppers with consents to give ever see the dialog: its code is not part of every page's
// bundle. The server renders it in full (entry.server waits for everything), so it works without JS.
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })));
// The same for the cookie centre (a first visit, a choice 12 months old, or the footer's link) and
// the first-shop welcome: their code and words load only for the shoppers who see them.
const CookieCentre = lazy(() => import('./CookieCentre').then((m) => ({ default: m.CookieCentre })));
const Welcome = lazy(() => import('./Welcome').then((m) => ({ default: m.Welcome })));
// The progress bar and the scroll-to-top button render nothing until JS runs and something happens:
// their code comes after the page, not with it. Loaded once the page is live rather than through
// lazy(): a component that suspends while the page hydrates must own one element of the server's
// HTML, and these render none.
type Dressing = typeof import('./dressing');
function useDressing() {
  const [dressing, setDressing] = useState<Dressing | null>(null);
  useEffect(() => {
    let live = true;
    import('./dressing').then((m) => live && setDressing(m));
    return () => {
      live = false;
    };
  }, []);
  return dressing;
}

const WITHOUT_CENTRE = new Set(['/cookie', '/offline']);

function useCookieCentreReopened() {
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_COOKIE_CENTRE, open);
    return () => window.removeEventListener(OPEN_COOKIE_CENTRE, open);
  }, []);
  return [reopened, () => setReopened(false)] as const;
}

/**
 * With JS a link changes the page without loading one, and a screen reader said nothing of it (an
 * a11y probe): the new page's title is said, as a browser's page load makes it be. Not the first
 * page, which the browser announces itself.
 */
function useNavigationAnnouncement(page: string) {
  const [text, setText] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === null || shown.current === page) {
      shown.current = page;
      return;
    }
    shown.current = page;
    // <Meta> writes the new title in the same render: read once it is in
    const timer = setTimeout(() => setText(document.title), 50);
    return () => clearTimeout(timer);
  }, [page]);
  return text;
}

export function Shell({ root, children }: { root: RootData | null; children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const announced = useNavigationAnnouncement(pathname + search);
  const dressing = useDressing();
  const [reopened, closeReopened] = useCookieCentreReopened();
  // the /cookie page is the centre itself; /offline is kept by the service worker, fetched without
  // cookies, and shown where no form can be sent
  const cookieCentre = root && !WITHOUT_CENTRE.has(pathname) && (root.cookies.needed || reopened) ? root.cookies : null;
  const welcome = root?.welcome && !cookieCentre ? root.welcome : null;
  // the consents page shows the same form itself
  const consents = root?.consents && pathname !== '/consents' ? root.consents : null;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-secondary focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      {/* the header and the footer hydrate in tasks of their own, after the page (issue 24 §11) */}
      <Island>
        <Header root={root} />
      </Island>
      {root?.acting != null ? <ActingBanner name={root.acting} /> : null}
      <MessageRegion messages={root?.messages ?? []} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-4 focus:outline-none md:py-6">
        {/* in the page from the start, empty: a live region announces what comes into it */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
        {/* in a landmark like all content (axe "region"), caught mid-navigation by an e2e's axe run; fixed to the top anyway */}
        {dressing ? <dressing.ProgressBar /> : null}
        {dressing ? <dressing.NewVersion /> : null}
        {dressing ? <dressing.InstallBanner /> : null}
        {consents?.length ? (
          <Suspense fallback={null}>
            <ConsentDialog consents={consents} />
          </Suspense>
        ) : null}
        {cookieCentre ? (
          <Suspense fallback={null}>
            <CookieCentre granted={cookieCentre} redirectTo={pathname + search} onClose={cookieCentre.needed ? undefined : closeReopened} />
          </Suspense>
        ) : null}
        {welcome ? (
          <Suspense fallback={null}>
            <Welcome welcome={welcome} />
          </Suspense>
        ) : null}
        {children}
        {/* inside a landmark: all content must be (axe "region"); it is fixed to the corner anyway */}
        {dressing ? <dressing.ScrollTop /> : null}
        {dressing ? <dressing.BackScroll /> : null}
      </main>
      <Island>
        <Footer links={root?.footer ?? []} legal={root?.legal ?? []} />
      </Island>
    </>
  );
}
