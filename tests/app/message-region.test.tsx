// @vitest-environment happy-dom
// The shell's messages with JS (spec §9, issue 24): a toast (info, success) leaves after 3 s, a
// notification (error, warning) stays in the flow until 5000 ms; without JS the server's messages
// stay (e2e/account.spec.ts follows a toast in the browser).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageRegion } from '~/components/shell/MessageRegion';

// React's act() for a test's renders; put back for the files after this one in the worker
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

describe('the shell’s messages with JS', () => {
  let root: Root;
  let host: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.useRealTimers();
  });

  const shown = () => [...host.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('a toast leaves after 3 s, an error after 5000 ms', () => {
    act(() =>
      root.render(
        <MessageRegion
          messages={[
            { level: 'success', text: 'Aggiunto al carrello.' },
            { level: 'error', text: 'Il codice sconto non è valido.' },
          ]}
        />,
      ),
    );
    const has = (text: string) => shown().some((shownText) => shownText.includes(text));
    expect(has('Aggiunto al carrello.') && has('Il codice sconto non è valido.')).toBe(true);
    wait(2_900);
    expect(has('Aggiunto al carrello.')).toBe(true);
    wait(200);
    expect(has('Aggiunto al carrello.')).toBe(false);
    expect(has('Il codice sconto non è valido.')).toBe(true);
    wait(1_800);
    expect(has('Il codice sconto non è valido.')).toBe(true);
    wait(200);
    expect(shown()).toEqual([]);
  });
});
