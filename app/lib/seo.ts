// Search-engine metadata shared by route meta functions: title, description, canonical, JSON-LD.
import type { MetaDescriptor } from '@remix-run/node';
import type { Crumb } from '~/components/catalog/Breadcrumbs';
import type { Product } from '~/ebsn/schemas';

export const SITE_NAME = 'Spesa';

/** The tab title: the page's own, then the shop's name once (SEO titles from the API often carry it already). */
const SITE_SUFFIX = ` | ${SITE_NAME}`;

export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${withoutSiteName(title)}${SITE_SUFFIX}`;
}

/** A title without the shop's name at its end (a category's TITLE from the CMS may carry it), to add to before documentTitle. */
export function withoutSiteName(title: string): string {
  return title.endsWith(SITE_SUFFIX) ? title.slice(0, -SITE_SUFFIX.length) : title;
}

export function pageMeta({
  title,
  description,
  canonical,
}: {
  title: string;
  description?: string | null;
  canonical?: string;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: documentTitle(title) },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: SITE_NAME },
  ];
  if (description) tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  return tags;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', href: '/' }, ...crumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${origin}${crumb.href}`,
      })),
    },
  };
}

export function productJsonLd(origin: string, product: Product): MetaDescriptor {
  const price = product.priceDisplay ?? product.price;
  const image = product.mediaURL ?? product.media?.[0]?.large;
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.code ?? String(product.productId),
      gtin13: product.barcode ?? undefined,
      brand: product.vendor?.name ? { '@type': 'Brand', name: product.vendor.name } : undefined,
      description: product.description ?? undefined,
      image: image ? (image.startsWith('/') ? `${origin}${image}` : image) : undefined,
      offers:
        price !== null && price !== undefined
          ? {
              '@type': 'Offer',
              url: `${origin}/product/${product.slug}`,
              priceCurrency: 'EUR',
              price: price.toFixed(2),
              availability: product.available === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            }
          : undefined,
    },
  };
}

/** The shop's public origin, as the root loader worked it out (PUBLIC_URL or the request's). */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
  const root = matches.find((m) => m.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? '';
}
