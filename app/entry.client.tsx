import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { closeDialogsOnBack } from '~/lib/dialog-history';
import { hydrateDocument } from '~/lib/preact-document.client';
import { skipUnchangedRouterStates } from '~/lib/route-discovery.client';

// before the router starts: its own popstate listener must come second
closeDialogsOnBack();
// the routes discovered after hydration must not re-render the whole document (issue 24 §11)
skipUnchangedRouterStates();

// Remix decodes the streamed loader data before its first render and suspends until then. React
// waits at the root; Preact has no root Suspense, so the data is awaited first: the component
// throws the decoding promise before it calls any hook.
async function loaderData() {
  try {
    (RemixBrowser as unknown as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

async function hydrate() {
  if (__PREACT__) {
    await loaderData();
    // decoding the page's data and hydrating it: two tasks, not one long one
    await new Promise((resolve) => setTimeout(resolve, 0));
    hydrateDocument(<RemixBrowser />);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydration takes the main thread
// (a frame, then a task after its paint), so the largest paint does not wait for the scripts.
requestAnimationFrame(() => setTimeout(hydrate, 0));

// The browser's install offer may come before the shell's banner is loaded (components/shell/InstallBanner.tsx)
window.addEventListener('beforeinstallprompt', (event) => ((window as Window & { spesaInstallOffer?: Event }).spesaInstallOffer = event), {
  once: true,
});

// The service worker (public/sw.js): the build's assets from a cache and an offline page. Not under
// Vite's dev server, whose modules change without changing names.
// After the page's load, so the worker's first fetches do not compete with the page's; this module is
// imported by an async script and may run after load has fired, when it registers at once.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      // the page's language, for the offline page the worker shows next (public/sw.js)
      .then((registration) => registration.active?.postMessage({ lng: document.documentElement.lang === 'en' ? 'en' : 'it' }))
      .catch(() => {
        // no worker (blocked, a private window): the shop works as before
      });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
