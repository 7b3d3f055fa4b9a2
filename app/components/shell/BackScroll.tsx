// Back (or Forward) to a page puts it where the shopper left it (spec: the scroll is restored on a
// back navigation, within 500 ms). Remix's <ScrollRestoration> scrolls in a layout effect of its own
// component; Preact commits a route's content in a later render of the same update, so that scroll
// met the previous page, still in place and shorter, and stopped at its end (a list left at 2000 px
// came back at 1766 px on a phone, 770 px on a desktop). Here the position is put back once the page
// is rendered, and held there each frame for 500 ms: on a loaded machine a later scroll to the top
// (the router's own, a render after ours) came once ours had already reached the place (CI,
// 2026-11-29: 2000 px, then 0 a few frames later). The shopper's own scrolling ends the hold.
import { useLocation, useNavigation, useNavigationType } from '@remix-run/react';
import { useEffect, useLayoutEffect } from 'react';

const RESTORE_WITHIN_MS = 500;
// per history entry (the router's key), for this document; a reload is Remix's inline script's job
const positions = new Map<string, number>();

export function BackScroll() {
  const location = useLocation();
  const navigation = useNavigation();
  const type = useNavigationType();

  // where the shopper was as they leave: the navigation starts before anything scrolls or changes
  useLayoutEffect(() => {
    if (navigation.state !== 'idle') positions.set(location.key, window.scrollY);
  }, [navigation.state, location.key]);

  useEffect(() => {
    const top = type === 'POP' ? positions.get(location.key) : undefined;
    if (top === undefined) return;
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const restore = () => {
      // instant: the page's smooth scrolling would aim at the height the page has at this moment
      if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
      if (performance.now() < until) frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
    // the shopper scrolls on: the page is theirs again
    const release = () => cancelAnimationFrame(frame);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, release, { once: true, passive: true });
    return () => {
      release();
      for (const event of events) window.removeEventListener(event, release);
    };
  }, [location.key, type]);

  return null;
}
