// Storefront URLs built from wire values. A category's slug is its path from the top
// ('frutta-e-verdura/frutta'), so its page is /category/<path>: the canonical URL of the category.
export function categoryPath(slug: string): string {
  return `/category/${slug
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;
}

/**
 * The content pages a shopper accepts or is told about (the content API's slugs, backend/seed/data/pages.ts):
 * the cart's acceptance sentence and the registration link them.
 */
export const LEGAL_PAGES = {
  terms: '/page/condizioni-vendita',
  privacy: '/page/privacy-policy',
  cookies: '/page/cookie-policy',
} as const;

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PICTURE_SCHEMES = new Set(['http:', 'https:']);

/**
 * A URL from the content or commerce API as a link may carry it: http(s), relative, `mailto:` or
 * `tel:`; null for anything else (`javascript:`, `data:`...). The scheme is the one the browser's own
 * URL parser finds (it drops tabs and newlines and trims spaces, so `java\tscript:` is `javascript:`);
 * a value with control characters is refused outright.
 */
export function safeLinkUrl(value: unknown, schemes: ReadonlySet<string> = LINK_SCHEMES): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null;
  let parsed: URL;
  try {
    // a relative URL takes the page's scheme, which is http(s)
    parsed = new URL(url, 'https://page.invalid/');
  } catch {
    return null;
  }
  return schemes.has(parsed.protocol) ? url : null;
}

/** A picture's URL from the APIs: http(s) or relative only. */
export function safePictureUrl(value: unknown): string | null {
  return safeLinkUrl(value, PICTURE_SCHEMES);
}
