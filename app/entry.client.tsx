import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { closeDialogsOnBack } from '~/lib/dialog-history';

// before the router starts: its own popstate listener must come second
closeDialogsOnBack();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before React's hydration takes the main
// thread (a frame, then a task after its paint), so the largest paint does not wait for the scripts.
requestAnimationFrame(() => setTimeout(hydrate, 0));
