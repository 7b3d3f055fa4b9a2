// Which same-host paths the storefront serves, so content from the CMS (footer menus) never shows a
// link to a page not built yet: the catch-all route would answer it with a 404. The list names the
// route modules of app/routes; a test keeps it equal to the folder.
export const ROUTE_FILES = [
  '_index',
  'cart',
  'cart_.address',
  'cart_.payment-completed.$orderId',
  'cart_.timeslot',
  'category.$',
  'checkout',
  'consents',
  'ebsn.api.social-redir.google',
  'email-confirmed',
  'fast-search',
  'login',
  'logout',
  'menu',
  'not-found',
  'order.$orderId',
  'page.$slug',
  'payment',
  'photo.$',
  'product.$slug',
  'profile._index',
  'profile.anonymize',
  'profile.consents',
  'profile.addresses',
  'profile.addresses.manage.($addressId)',
  'profile.dashboard',
  'profile.email-updated',
  'profile.gift-certificates',
  'profile.invoice-data',
  'profile.lists._index',
  'profile.lists.add',
  'profile.lists.$listId',
  'profile.news-list',
  'profile.orders._index',
  'profile.orders.$orderId',
  'profile.payment-method',
  'profile.profile-confirmed',
  'profile.profile-update',
  'profile.profile-update-error',
  'profile.profile-updated',
  'profile.security',
  'profile.update-password',
  'profile',
  'punti-vendita._index',
  'punti-vendita.$warehouseId',
  'registration-completed',
  'registration-confirmed',
  'registration-social-completed',
  'registration-user',
  'reset-password-completed',
  'reset-password-request',
  'reset-password-sent',
  'reset-password',
  'robots[.]txt',
  'search',
  'service-down',
  'sitemap[.]xml',
  'sitemaps.catalog',
  'sitemaps.products.$page',
] as const;

/** A flat-route file name as path segments: '$' is a splat, '$x' one segment, '($x)' an optional last one, '_index' the parent. */
function segments(file: string): string[] {
  return file
    .split(/\.(?![^[]*\])/)
    .filter((part) => part !== '_index' && !part.startsWith('_'))
    .map((part) => part.replace(/_$/, '').replace(/\[(.*?)\]/g, '$1'));
}

const PATTERNS = ROUTE_FILES.map(segments);

/** Whether a same-host URL ('/page/faq#top', '/search?q=x') reaches a route of its own. */
export function isServedPath(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return PATTERNS.some((pattern) => {
    const last = pattern[pattern.length - 1];
    // an optional last segment: the path without it, or with it as any one segment
    if (last && /^\(\$.+\)$/.test(last)) {
      const shorter = pattern.slice(0, -1);
      return matches(shorter, parts) || matches([...shorter, '$segment'], parts);
    }
    return matches(pattern, parts);
  });
}

function matches(pattern: string[], parts: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '$') return parts.length > i;
    if (i >= parts.length) return false;
    if (!pattern[i].startsWith('$') && pattern[i] !== parts[i]) return false;
  }
  return pattern.length === parts.length;
}
