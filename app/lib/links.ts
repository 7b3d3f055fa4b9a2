// Storefront URLs built from wire values. A category's slug is its path from the top
// ('frutta-e-verdura/frutta'), so its page is /category/<path>: the canonical URL of the category.
export function categoryPath(slug: string): string {
  return `/category/${slug
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;
}
