// The blocks of a content category (the home 'home-2022'): banners, product rows, link tiles and
// rich text, in the order the content API gives them. Nothing here is hard-coded markup.
import { Link } from '~/lib/link';
import type { CategoryBlock, ProductList } from '~/ebsn/schemas';
import { pictureUrl } from '~/lib/format';
import { ProductGrid } from './ProductCard';
import { tCatalog as t } from '~/i18n/catalog';

export type RenderedBlock = CategoryBlock & { products?: ProductList | null; seeAllHref?: string | null; safeBody?: string };

/** A banner without a colour of its own. */
export const BANNER_BACKGROUND = '#1d4f91';

type BlockLinkProps = { href: string; className?: string; style?: React.CSSProperties; children: React.ReactNode };

function BlockLink({ href, className, style, children }: BlockLinkProps) {
  return href.startsWith('/') ? (
    <Link to={href} className={className} style={style}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} style={style} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Banner({ block }: { block: RenderedBlock }) {
  // One sideways-scrolling row on a phone (the products of the next row stay on the first screen),
  // a grid on wider screens.
  return (
    <section
      aria-label={block.title ?? undefined}
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0"
    >
      {block.proposals.map((p, index) => {
        const background = p.bgColor ?? BANNER_BACKGROUND;
        // the loader picks the colour that reads on the background (routes/_index/contrast.ts): 4.5:1 at least
        const color = typeof p.textColor === 'string' ? p.textColor : undefined;
        return (
          <BlockLink
            key={p.proposalId}
            href={p.link ?? '/'}
            className={`flex w-[85%] shrink-0 snap-start items-center gap-3 rounded-xl p-4 shadow hover:opacity-95 md:w-auto md:gap-4 md:p-5 ${index === 0 ? 'md:col-span-3' : ''}`}
            style={{ background, color }}
          >
            <span className="min-w-0 flex-1">
              <span className={`block font-extrabold ${index === 0 ? 'text-xl md:text-3xl' : 'text-lg md:text-xl'}`}>{p.name}</span>
              {p.descr ? <span className="mt-1 line-clamp-2 text-sm md:line-clamp-none md:text-base">{p.descr}</span> : null}
            </span>
            {p.img ? <img src={pictureUrl(p.img)} alt="" width={96} height={96} className="h-14 w-14 shrink-0 md:h-20 md:w-20" /> : null}
          </BlockLink>
        );
      })}
    </section>
  );
}

function Tiles({ block }: { block: RenderedBlock }) {
  return (
    <section aria-labelledby={`block-${block.categoryBlockId}`}>
      <h2 id={`block-${block.categoryBlockId}`} className="mb-3 text-2xl font-bold">
        {block.title}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {block.proposals.map((p) => (
          <li key={p.proposalId}>
            <BlockLink
              href={p.link ?? '/'}
              className="flex h-full flex-col items-center gap-2 rounded-lg bg-white p-3 text-center text-sm font-semibold shadow-sm hover:bg-secondary-light"
            >
              {p.img ? <img src={pictureUrl(p.img)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14" /> : null}
              {p.name}
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductRow({ block }: { block: RenderedBlock }) {
  if (!block.products?.products.length) return null;
  return (
    <section aria-labelledby={`block-${block.categoryBlockId}`}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={`block-${block.categoryBlockId}`} className="text-xl font-bold md:text-2xl">
          {block.title}
        </h2>
        {block.seeAllHref ? (
          <Link to={block.seeAllHref} className="inline-flex min-h-11 shrink-0 items-center font-semibold text-secondary underline">
            {t('home.seeAll')}
            <span className="sr-only">: {block.title}</span>
          </Link>
        ) : null}
      </div>
      <ProductGrid products={block.products.products} />
    </section>
  );
}

function Html({ block }: { block: RenderedBlock }) {
  return (
    <section aria-labelledby={`block-${block.categoryBlockId}`} className="rounded-xl bg-white p-6">
      <h2 id={`block-${block.categoryBlockId}`} className="mb-2 text-2xl font-bold">
        {block.title}
      </h2>
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: block.safeBody ?? '' }} />
    </section>
  );
}

const renderers: Record<string, (props: { block: RenderedBlock }) => JSX.Element | null> = {
  banner: Banner,
  links: Tiles,
  'product-row': ProductRow,
  html: Html,
};

export function ContentBlocks({ blocks }: { blocks: RenderedBlock[] }) {
  return (
    <div className="space-y-6 md:space-y-8">
      {blocks.map((block) => {
        const Render = renderers[block.templateBlock.codInt];
        return Render ? <Render key={block.categoryBlockId} block={block} /> : null;
      })}
    </div>
  );
}
