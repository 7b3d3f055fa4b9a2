import { Link } from '@remix-run/react';
import type { Product } from '~/ebsn/schemas';
import { pictureUrl } from '~/lib/format';
import { AddToList } from '~/components/lists/AddToList';
import { AddToCartForm } from './AddToCartForm';
import { Price } from './Price';
import { ProductBadges } from './ProductBadges';

/** What a product card shows (spec): picture, name, brand, pack, price, promotion, classes, add to cart. */
/** `eager`: the card is in the first screen, so its picture loads at once (it may be the largest paint). */
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
            fetchPriority={first ? 'high' : undefined}
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
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} headingLevel={headingLevel} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
