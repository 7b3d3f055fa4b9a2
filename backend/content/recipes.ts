// Recipes of the content API (wp/v2/recipe) and their taxonomies (wp/v2/course, wp/v2/cuisine).
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recipe, recipeCourse, recipeCuisine, recipeIngredient, recipeToCourse, recipeToCuisine } from '../db/schema';
import { excerptOf } from './pages';
import type { Paging } from './faq';
import { containsPattern } from './text-search';

export const DIFFICULTIES = ['facile', 'media', 'difficile'] as const;

type Term = { id: number; slug: string; name: string };

export type RecipeFilters = { slugs?: string[]; search?: string; course?: string; cuisine?: string; ingredient?: string };

function termTable(taxonomy: 'course' | 'cuisine') {
  return taxonomy === 'course'
    ? { terms: recipeCourse, links: recipeToCourse, counted: sql.raw('"recipe_to_course"."course_id" = "recipe_course"."id"') }
    : { terms: recipeCuisine, links: recipeToCuisine, counted: sql.raw('"recipe_to_cuisine"."cuisine_id" = "recipe_cuisine"."id"') };
}

/** the terms of a taxonomy with how many recipes each has, as WordPress lists them */
export async function listTerms(db: Database, taxonomy: 'course' | 'cuisine', paging: Paging) {
  const { terms, links, counted } = termTable(taxonomy);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(terms);
  const rows = await db
    .select({
      id: terms.id,
      slug: terms.slug,
      name: terms.name,
      // the columns written out: inside a subquery drizzle leaves them unqualified
      count: sql<number>`(select count(*)::int from ${links} where ${counted})`,
    })
    .from(terms)
    .orderBy(asc(terms.position), asc(terms.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { total: Number(total), items: rows.map((r) => ({ ...r, count: Number(r.count) })) };
}

// Written out qualified: drizzle may leave a column unqualified, and inside a subquery "id" would
// then be the subquery's own table's.
const TERM_OF_RECIPE = {
  course: sql.raw(
    'select 1 from "recipe_to_course" join "recipe_course" on "recipe_course"."id" = "recipe_to_course"."course_id" where "recipe_to_course"."recipe_id" = "recipe"."id" and "recipe_course"."slug" = ',
  ),
  cuisine: sql.raw(
    'select 1 from "recipe_to_cuisine" join "recipe_cuisine" on "recipe_cuisine"."id" = "recipe_to_cuisine"."cuisine_id" where "recipe_to_cuisine"."recipe_id" = "recipe"."id" and "recipe_cuisine"."slug" = ',
  ),
};
const INGREDIENT_OF_RECIPE = sql.raw(
  'select 1 from "recipe_ingredient" where "recipe_ingredient"."recipe_id" = "recipe"."id" and "recipe_ingredient"."name" ilike ',
);

function hasTerm(taxonomy: 'course' | 'cuisine', slug: string): SQL {
  return sql`exists (${TERM_OF_RECIPE[taxonomy]}${slug})`;
}

export async function findRecipes(db: Database, filters: RecipeFilters & Paging) {
  const words = filters.search ? containsPattern(filters.search) : undefined;
  const where = and(
    filters.slugs ? inArray(recipe.slug, filters.slugs.length ? filters.slugs : ['']) : undefined,
    words ? or(ilike(recipe.title, words), ilike(recipe.excerpt, words), ilike(recipe.content, words)) : undefined,
    filters.course ? hasTerm('course', filters.course) : undefined,
    filters.cuisine ? hasTerm('cuisine', filters.cuisine) : undefined,
    filters.ingredient ? sql`exists (${INGREDIENT_OF_RECIPE}${containsPattern(filters.ingredient)})` : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(recipe)
    .where(where);
  const rows = await db
    .select()
    .from(recipe)
    .where(where)
    .orderBy(asc(recipe.position), asc(recipe.id))
    .limit(filters.perPage)
    .offset((filters.page - 1) * filters.perPage);
  const ids = rows.map((r) => r.id);
  const [courses, cuisines, ingredients] = ids.length
    ? await Promise.all([
        db
          .select({ recipeId: recipeToCourse.recipeId, id: recipeCourse.id, slug: recipeCourse.slug, name: recipeCourse.name })
          .from(recipeToCourse)
          .innerJoin(recipeCourse, eq(recipeCourse.id, recipeToCourse.courseId))
          .where(inArray(recipeToCourse.recipeId, ids))
          .orderBy(asc(recipeCourse.position), asc(recipeCourse.id)),
        db
          .select({ recipeId: recipeToCuisine.recipeId, id: recipeCuisine.id, slug: recipeCuisine.slug, name: recipeCuisine.name })
          .from(recipeToCuisine)
          .innerJoin(recipeCuisine, eq(recipeCuisine.id, recipeToCuisine.cuisineId))
          .where(inArray(recipeToCuisine.recipeId, ids))
          .orderBy(asc(recipeCuisine.position), asc(recipeCuisine.id)),
        db
          .select()
          .from(recipeIngredient)
          .where(inArray(recipeIngredient.recipeId, ids))
          .orderBy(asc(recipeIngredient.position), asc(recipeIngredient.id)),
      ])
    : [[], [], []];
  const termsOf = (list: Array<Term & { recipeId: number }>, id: number): Term[] =>
    list.filter((t) => t.recipeId === id).map(({ id: termId, slug, name }) => ({ id: termId, slug, name }));
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      type: 'recipe',
      link: `/ricette/${r.slug}`,
      title: { rendered: r.title },
      excerpt: { rendered: r.excerpt || excerptOf(r.content), protected: false },
      content: { rendered: r.content, protected: false },
      image: r.imageUrl ? { url: r.imageUrl, alt: r.imageAlt ?? '', width: r.imageWidth, height: r.imageHeight } : null,
      course: termsOf(courses, r.id),
      cuisine: termsOf(cuisines, r.id),
      prep_minutes: r.prepMinutes,
      cook_minutes: r.cookMinutes,
      servings: r.servings,
      difficulty: r.difficulty,
      ingredients: ingredients
        .filter((i) => i.recipeId === r.id)
        .map((i) => ({ name: i.name, quantity: i.quantity, product_id: i.productId })),
      steps: r.steps,
    })),
  };
}
