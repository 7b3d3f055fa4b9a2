// The content API's demo content (issue 27): FAQ, recipes tied to the seeded catalogue, forms, the
// first-shop welcome block, the home slider and the rules page. Runs after the catalogue (recipes
// look their products up by name) and, for a world seeded before it existed, on the next start.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  cmsPage,
  faq,
  faqGroup,
  form,
  product,
  recipe,
  recipeCourse,
  recipeCuisine,
  recipeIngredient,
  recipeToCourse,
  recipeToCuisine,
  slide,
  uxBlock,
} from '../db/schema';
import { COURSES, CUISINES, FAQ_GROUPS, FORMS, HOME_SLIDER, photoUrl, RECIPES, SLIDES, UX_BLOCKS } from './data/content-api';
import { PAGES } from './data/pages';

type Tx = Pick<Database, 'insert' | 'select'>;

const CONTENT_DATE = new Date('2026-11-01T08:00:00Z');
// the seeded pictures are square icons; the storefront sizes them
const PICTURE_SIZE = 512;

/** the first product of each name, lowest id first (a name has several brands and packs) */
async function productIdsByName(tx: Tx): Promise<Map<string, number>> {
  const names = [...new Set(RECIPES.flatMap((r) => r.ingredients.flatMap(([, , products]) => products)))];
  const rows = await tx
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(inArray(product.name, names))
    .orderBy(asc(product.id));
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
  return ids;
}

export async function seedContentApi(tx: Tx) {
  await tx
    .insert(cmsPage)
    .values(PAGES.filter((p) => p.slug === 'regolamento').map((p) => ({ ...p, modifiedAt: CONTENT_DATE })))
    .onConflictDoNothing();

  for (const [g, group] of FAQ_GROUPS.entries()) {
    const [row] = await tx
      .insert(faqGroup)
      .values({ slug: group.slug, name: group.name, description: group.description, position: g + 1 })
      .returning({ id: faqGroup.id });
    await tx.insert(faq).values(group.faqs.map((f, i) => ({ ...f, groupId: row.id, position: i + 1 })));
  }

  const courses = await tx
    .insert(recipeCourse)
    .values(COURSES.map((c, i) => ({ ...c, position: i + 1 })))
    .returning({ id: recipeCourse.id, slug: recipeCourse.slug });
  const cuisines = await tx
    .insert(recipeCuisine)
    .values(CUISINES.map((c, i) => ({ ...c, position: i + 1 })))
    .returning({ id: recipeCuisine.id, slug: recipeCuisine.slug });
  const products = await productIdsByName(tx);
  for (const [i, r] of RECIPES.entries()) {
    const [row] = await tx
      .insert(recipe)
      .values({
        slug: r.slug,
        title: r.title,
        excerpt: r.excerpt,
        content: r.intro,
        imageUrl: photoUrl(r.picture),
        imageAlt: r.title,
        imageWidth: PICTURE_SIZE,
        imageHeight: PICTURE_SIZE,
        prepMinutes: r.prep,
        cookMinutes: r.cook,
        servings: r.servings,
        difficulty: r.difficulty,
        steps: r.steps,
        position: i + 1,
      })
      .returning({ id: recipe.id });
    await tx.insert(recipeToCourse).values({ recipeId: row.id, courseId: courses.find((c) => c.slug === r.course)!.id });
    await tx.insert(recipeToCuisine).values({ recipeId: row.id, cuisineId: cuisines.find((c) => c.slug === r.cuisine)!.id });
    await tx.insert(recipeIngredient).values(
      r.ingredients.map(([name, quantity, candidates], position) => ({
        recipeId: row.id,
        position: position + 1,
        name,
        quantity,
        productId: candidates.map((n) => products.get(n)).find((id) => id !== undefined) ?? null,
      })),
    );
  }

  await tx.insert(form).values(
    FORMS.map((f) => ({
      title: f.title,
      description: f.description,
      recipient: f.recipient,
      subject: f.subject,
      successMessage: f.successMessage,
      fields: f.fields,
    })),
  );

  await tx.insert(uxBlock).values(
    UX_BLOCKS.map((b) => ({
      slug: b.slug,
      term: b.term,
      title: b.title,
      content: b.content,
      description: b.description,
      buttonText: b.buttonText,
      buttonLink: b.buttonLink,
      footerImageUrl: photoUrl(b.footerImage.name),
      footerImageAlt: b.footerImage.alt,
    })),
  );

  await tx.insert(slide).values(
    SLIDES.map((s, i) => ({
      sliderId: HOME_SLIDER,
      position: i + 1,
      title: s.title,
      imageUrl: photoUrl(s.picture),
      imageAlt: s.alt,
      link: s.link,
      validFrom: 'validFrom' in s ? s.validFrom : null,
      validTo: 'validTo' in s ? s.validTo : null,
      deliveryServiceId: 'deliveryServiceId' in s ? s.deliveryServiceId : null,
    })),
  );
}

/** true once the content API's demo content is there (its FAQ groups) */
export async function contentApiSeeded(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(faqGroup);
  return Number(n) > 0;
}
