// @vitest-environment happy-dom
// The install banner (account.md §2, issue 27 §2): on a phone whose browser offers to install the
// shop; "Installa" hands over to the browser's prompt, "Non ora" keeps it away for 30 days.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner, INSTALL_QUIET_MS } from '~/components/shell/InstallBanner';
import { domRoot, useActEnvironment } from './dom-root';

useActEnvironment();

/** the browser's offer, as Chrome makes it */
function offer() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
}

describe('the install banner', () => {
  let mounted: ReturnType<typeof domRoot>;
  let phone = true;
  beforeEach(() => {
    localStorage.clear();
    phone = true;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: phone, media: query }) as MediaQueryList);
    mounted = domRoot(<InstallBanner />);
  });
  afterEach(() => {
    mounted.unmount();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const banner = () => mounted.host.querySelector('aside');
  const button = (name: string) => [...mounted.host.querySelectorAll('button')].find((b) => b.textContent === name)!;

  it('shows on a phone when the browser offers to install, and hands over to its prompt', async () => {
    expect(banner()).toBeNull();
    const { event, prompt } = offer();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(banner()?.textContent).toContain("Installa l'app Spesa");
    await act(async () => button('Installa').click());
    expect(prompt).toHaveBeenCalledOnce();
    expect(banner()).toBeNull();
  });

  it('"Non ora" keeps it away for 30 days on this device', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    act(() => void window.dispatchEvent(offer().event));
    act(() => button('Non ora').click());
    expect(banner()).toBeNull();
    vi.setSystemTime(new Date(Date.now() + INSTALL_QUIET_MS - 60_000));
    act(() => void window.dispatchEvent(offer().event));
    expect(banner()).toBeNull();
    vi.setSystemTime(new Date(Date.now() + 120_000));
    act(() => void window.dispatchEvent(offer().event));
    expect(banner()).not.toBeNull();
  });

  it('stays away on a desktop, where the browser has its own install button', () => {
    phone = false;
    const { event } = offer();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(banner()).toBeNull();
  });
});
