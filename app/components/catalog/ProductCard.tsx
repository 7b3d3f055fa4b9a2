import { useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import type { Product } from '~/ebsn/schemas';
import { pictureUrl } from '~/lib/format';
import { HIGH_FETCH_PRIORITY } from '~/lib/headers';
import { AddToList } from '~/components/lists/AddToList';
import { AddToCartForm } from './AddToCartForm';
import { Price } from './Price';
import { ProductBadges } from './ProductBadges';
import { Island } from '~/lib/islands';
import { SharedMarkup } from '~/lib/shared-markup';
import type { RootData } from '~/lib/shell.server';

/**
 * What a product card shows (spec): picture, name, brand, pack, price, promotion, classes, add to cart.
 * `eager`: the card is in the first screen, so its picture loads at once (it may be the largest paint).
 * In a grid the server renders a card once for every shopper and page (ProductGrid): anything it comes
 * to read besides its props and the shopper being logged in must join the grid's key, and the page's
 * address is read with usePageAddress() (app/lib/shared-markup.tsx).
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
  first = false,
}: {
  product: Product;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** the grid's first picture, the likely largest paint: fetched beside the styles and scripts */
  first?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/product/${product.slug}`;
  const src = pictureUrl(product.mediaURLMedium ?? product.mediaURL ?? product.media?.[0]?.medium);
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        {src ? (
          <img
            src={src}
            alt=""
            width={160}
            height={160}
            loading={eager ? 'eager' : 'lazy'}
            {...(first ? HIGH_FETCH_PRIORITY : null)}
            decoding={eager ? undefined : 'async'}
            className="mx-auto h-32 w-32 object-contain"
          />
        ) : (
          <div className="h-32" />
        )}
      </Link>
      <ProductBadges product={product} />
      <div className="flex-1">
        {product.vendor?.name ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{product.vendor.name}</p>
        ) : null}
        <Heading className="text-base font-semibold leading-snug">
          <Link to={href} className="inline-block min-h-6 hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.description ? <p className="text-sm text-neutral-600">{product.description}</p> : null}
      </div>
      <Price product={product} />
      <AddToCartForm product={product} />
      <AddToList productId={product.productId} productName={product.name} compact />
    </article>
  );
}

// two rows of two on a phone: what the first screen can show
const EAGER_CARDS = 4;

export function ProductGrid({ products, headingLevel = 3 }: { products: Product[]; headingLevel?: 2 | 3 }) {
  // A card renders from its props and whether the shopper is logged in, and from the page's address
  // (the forms come back to it), which shared markup writes in for each page: with the same props, it
  // is the same markup for every shopper on every page, and the server renders it once
  // (SharedMarkup). A product in the shopper's cart shows their quantity: rendered live.
  const root = useRouteLoaderData<RootData>('root');
  const loggedIn = root?.loggedIn === true;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => {
        const eager = index < EAGER_CARDS;
        const first = index === 0;
        const inCart = root?.cart?.lines[product.productId];
        return (
          <li key={product.productId}>
            {/* each card hydrates in a task of its own, after the page (issue 24 §11) */}
            <Island>
              <SharedMarkup by={inCart ? null : [loggedIn, headingLevel, eager, first, product]}>
                <ProductCard product={product} headingLevel={headingLevel} eager={eager} first={first} />
              </SharedMarkup>
            </Island>
          </li>
        );
      })}
    </ul>
  );
}
