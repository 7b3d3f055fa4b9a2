// The shop's <Link> (docs/decisions/076-server-written-links.md). In the browser it is Remix's, which
// navigates without loading the document. On the server it writes the <a> Remix's would write, without
// running Remix's: a category page has about 90 links, and each Remix Link cost the server about 19 µs
// (its hooks, two resolutions of its address, a fragment), 13 % of a page no cache has seen (issue 29).
// A link is a DOM node with no state of its own, so the browser's Link hydrates the server's <a> as if
// its own had written it. Where the markup could differ (an address to resolve, a target, a reload),
// the server runs Remix's Link too. tests/app/link.test.tsx holds the two to the same markup.
import { Link as RemixLink, type LinkProps } from '@remix-run/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export type { LinkProps };

// an address from the shop's root, with no empty query or fragment: the one Remix writes as it is
const WRITTEN_AS_IS = /^\/(?!\/)[^?#]*(\?[^#]+)?(#.+)?$/;

/**
 * The <a> that Remix's Link writes on the server for `props`, or null when only Remix's own can say:
 * a relative or external address, a target, `reloadDocument`, `relative`, or discovery turned off.
 */
export function writtenLink(props: LinkProps): AnchorHTMLAttributes<HTMLAnchorElement> | null {
  const {
    to,
    discover,
    reloadDocument,
    relative,
    target,
    // what a click or a hover does in the browser: nothing of the server's markup
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    ...attributes
  } = props;
  if (typeof to !== 'string' || !WRITTEN_AS_IS.test(to)) return null;
  if (reloadDocument || relative !== undefined || target !== undefined || (discover !== undefined && discover !== 'render')) return null;
  // in Remix's order: the element's own attributes, then data-discover, then the address
  return { ...attributes, 'data-discover': 'true', href: to } as AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** the server's Link; exported for its test, which holds it to Remix's markup */
export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const written = writtenLink(props);
  return written ? <a {...written} /> : <RemixLink {...props} ref={ref} />;
});

export const Link = typeof document === 'undefined' ? ServerLink : RemixLink;
