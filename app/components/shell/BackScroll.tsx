// Back (or Forward) to a page puts it where the shopper left it (spec: the scroll is restored on a
// back navigation, within 500 ms). Remix's <ScrollRestoration> scrolls in a layout effect of its own
// component; Preact commits a route's content in a later render of the same update, so that scroll
// met the previous page, still in place and shorter, and stopped at its end (a list left at 2000 px
// came back at 1766 px on a phone, 770 px on a desktop). Here the position is put back once the page
// is rendered, again each frame while the page is still too short for it, for at most 500 ms.
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
      window.scrollTo({ top, behavior: 'instant' });
      if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [location.key, type]);

  return null;
}
