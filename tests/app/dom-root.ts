// A React root in the test's DOM (files under `@vitest-environment happy-dom`), rendered under act():
// the shell's JS-only parts (messages that leave, the install banner) as the browser runs them.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll } from 'vitest';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Call once at a file's top: act() for its renders, put back for the files after it in the worker. */
export function useActEnvironment() {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  afterAll(() => {
    delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
}

/** `element` rendered in a new host element; `unmount` removes both. */
export function domRoot(element: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(element));
  return {
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}
