// The detail sections of a product page: description, ingredients, allergens, storage, origin,
// nutrition table, classes, barcode.
import type { Product } from '~/ebsn/schemas';
import type { NutritionTable } from '~/lib/nutrition.server';
import { tProduct as t } from '~/i18n/product';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4">
      <h2 id={id} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** nutrition: the product's nutritional_values reduced to text by nutritionTable() on the server */
export function ProductFacts({ product, nutrition }: { product: Product; nutrition: NutritionTable | null }) {
  const facts = product.metaData?.product_description;
  const classes = product.productClasses ?? [];
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      {product.descr ? (
        <Section id="pd-description" title={t('product.description')}>
          <div className="prose-shop" dangerouslySetInnerHTML={{ __html: product.descr }} />
        </Section>
      ) : null}
      {facts?.ingredients || facts?.allergens ? (
        <Section id="pd-ingredients" title={t('product.ingredients')}>
          {facts.ingredients ? <p className="mb-2">{facts.ingredients}</p> : null}
          {facts.allergens ? (
            <p>
              <strong>{t('product.allergens')}:</strong> {facts.allergens}
            </p>
          ) : null}
        </Section>
      ) : null}
      {nutrition ? (
        <Section id="pd-nutrition" title={t('product.nutrition')}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-neutral-700">{t('product.nutritionCaption', { name: product.name })}</caption>
            <thead>
              <tr className="border-b border-neutral-300">
                {nutrition.head.map((cell, i) => (
                  <th key={i} scope="col" className={`py-1 ${i > 0 ? 'text-right' : ''}`}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {nutrition.rows.map(([name, ...values], r) => (
                <tr key={r} className="border-b border-neutral-100">
                  <th scope="row" className="py-1 font-normal">
                    {name}
                  </th>
                  {values.map((value, i) => (
                    <td key={i} className="py-1 text-right">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ) : null}
      {facts?.storage || facts?.origin || product.barcode ? (
        <Section id="pd-more" title={t('product.storage')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts?.storage ? (
              <>
                <dt className="font-semibold">{t('product.storage')}</dt>
                <dd>{facts.storage}</dd>
              </>
            ) : null}
            {facts?.origin ? (
              <>
                <dt className="font-semibold">{t('product.origin')}</dt>
                <dd>{facts.origin}</dd>
              </>
            ) : null}
            {product.barcode ? (
              <>
                <dt className="font-semibold">{t('product.code')}</dt>
                <dd>{product.barcode}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      ) : null}
      {classes.length ? (
        <Section id="pd-classes" title={t('product.classes')}>
          <dl className="space-y-1 text-sm">
            {classes.map((c) => (
              <div key={c.productClassId}>
                <dt className="inline font-semibold">{c.name}</dt>
                {c.description ? <dd className="inline">: {c.description}</dd> : null}
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
    </div>
  );
}
