// @vitest-environment happy-dom
// The shell's messages with JS (spec §9, issue 24): a toast (info, success) leaves after 3 s, a
// notification (error, warning) stays in the flow until 5000 ms; without JS the server's messages
// stay (e2e/account.spec.ts follows a toast in the browser).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageRegion } from '~/components/shell/MessageRegion';
import { domRoot, useActEnvironment } from './dom-root';

useActEnvironment();

describe('the shell’s messages with JS', () => {
  let mounted: ReturnType<typeof domRoot>;
  beforeEach(() => {
    vi.useFakeTimers();
    mounted = domRoot(
      <MessageRegion
        messages={[
          { level: 'success', text: 'Aggiunto al carrello.' },
          { level: 'error', text: 'Il codice sconto non è valido.' },
        ]}
      />,
    );
  });
  afterEach(() => {
    mounted.unmount();
    vi.useRealTimers();
  });

  const shown = () => [...mounted.host.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('a toast leaves after 3 s, an error after 5000 ms', () => {
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
