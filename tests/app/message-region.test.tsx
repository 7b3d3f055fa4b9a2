// @vitest-environment happy-dom
// The shell's messages with JS (spec §9, issue 24, issue 27 §2): a toast (info, success) leaves after
// 3 s, a notification (error, warning) stays in the flow until 5000 ms, each with a close animation of
// about 600 ms (none with reduced motion); at most 5; without JS the server's messages stay
// (e2e/account.spec.ts follows a toast in the browser, e2e/shell.spec.ts its place on a phone).
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '~/components/Messages';
import { CLOSE_ANIMATION_MS, MAX_TOASTS, MessageRegion } from '~/components/shell/MessageRegion';
import { domRoot, useActEnvironment } from './dom-root';

useActEnvironment();

describe('the shell’s messages with JS', () => {
  let mounted: ReturnType<typeof domRoot>;
  const mount = (messages: Message[], { reduced = false } = {}) => {
    vi.useFakeTimers();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduced, media: query }) as MediaQueryList);
    mounted = domRoot(<MessageRegion messages={messages} />);
  };
  afterEach(() => {
    mounted.unmount();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const two: Message[] = [
    { level: 'success', text: 'Aggiunto al carrello.' },
    { level: 'error', text: 'Il codice sconto non è valido.' },
  ];

  const shown = () => [...mounted.host.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
  const has = (text: string) => shown().some((shownText) => shownText.includes(text));
  const fading = (text: string) => [...mounted.host.querySelectorAll('p.message-leaving')].some((p) => p.textContent?.includes(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('a toast leaves after 3 s, an error after 5000 ms, each fading out for about 600 ms', () => {
    mount(two);
    expect(has('Aggiunto al carrello.') && has('Il codice sconto non è valido.')).toBe(true);
    wait(2_900);
    expect(has('Aggiunto al carrello.') && !fading('Aggiunto al carrello.')).toBe(true);
    wait(200);
    expect(fading('Aggiunto al carrello.')).toBe(true);
    wait(CLOSE_ANIMATION_MS);
    expect(has('Aggiunto al carrello.')).toBe(false);
    expect(has('Il codice sconto non è valido.')).toBe(true);
    wait(5_000 - 3_100 - CLOSE_ANIMATION_MS + 100);
    expect(fading('Il codice sconto non è valido.')).toBe(true);
    wait(CLOSE_ANIMATION_MS);
    expect(shown()).toEqual([]);
  });

  it('with reduced motion they go at once, and a closed one goes too', () => {
    mount(two, { reduced: true });
    act(() => mounted.host.querySelector<HTMLButtonElement>('[role=alert] button')!.click());
    expect(has('Il codice sconto non è valido.')).toBe(false);
    wait(3_000);
    expect(shown()).toEqual([]);
  });

  it('shows at most 5 at once, the newest', () => {
    mount(Array.from({ length: 7 }, (_, i) => ({ level: 'info' as const, text: `Avviso ${i + 1}` })));
    expect(shown()).toHaveLength(MAX_TOASTS);
    expect(has('Avviso 7') && !has('Avviso 2')).toBe(true);
  });
});
