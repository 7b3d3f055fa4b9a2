// Ricette (issue 27 §1): the recipes, 12 a page, filtered by course and cuisine (the content API's
// term lists), an ingredient and words, as a GET form; the paging links keep the filters.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/lib/link';
import { listRecipes, listTerms, type RecipeFilters } from '~/cms/client.server';
import type { Recipe } from '~/cms/schemas';
import { RecipeFacts } from '~/components/content/RecipeFacts';
import { SelectField, TextField } from '~/components/forms/Field';
import { tContent as t } from '~/i18n/content';
import { decodeEntities } from '~/lib/entities';
import { failure, notFound } from '~/lib/failures.server';
import { routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { safeLinkUrl } from '~/lib/links';
import { pageMeta } from '~/lib/seo';
import { getShopper, shopperHeaders } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction = () => pageMeta({ title: t('recipes.title'), description: t('recipes.meta') });

const TERM = /^[a-z0-9-]{1,100}$/;
const MAX_PAGE = 1000;

/** The filters of the address; a malformed course or cuisine is no filter, words are cut to 100 characters. */
export function recipeFilters(url: URL): RecipeFilters & { page: number } {
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 100);
  const term = (name: string) => (TERM.test(param(name)) ? param(name) : '');
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    course: term('course'),
    cuisine: term('cuisine'),
    ingredients: param('ingredients'),
    s: param('s'),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The list's address for `page`, the filters kept. */
export function recipesPageHref(filters: RecipeFilters, page: number): string {
  const query = new URLSearchParams();
  for (const key of ['course', 'cuisine', 'ingredients', 's'] as const) if (filters[key]) query.set(key, filters[key]!);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/ricette?${search}` : '/ricette';
}

export function recipeCard(recipe: Recipe) {
  return {
    slug: recipe.slug,
    title: decodeEntities(recipe.title.rendered),
    image: recipe.image && safeLinkUrl(recipe.image.url) ? { ...recipe.image, alt: recipe.image.alt ?? '' } : null,
    prepMinutes: recipe.prep_minutes ?? null,
    cookMinutes: recipe.cook_minutes ?? null,
    course: recipe.course.map((c) => decodeEntities(c.name)).join(', '),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const { page, ...filters } = recipeFilters(new URL(request.url));
  try {
    const [list, courses, cuisines] = await Promise.all([
      listRecipes(shopper.api, filters, page),
      listTerms(shopper.api, 'course'),
      listTerms(shopper.api, 'cuisine'),
    ]);
    // a page past the end is not a page of the list
    if (!list && page > 1) notFound();
    return data(
      {
        filters,
        page,
        pages: Math.max(1, list?.totalPages ?? 1),
        total: list?.total ?? 0,
        recipes: (list?.items ?? []).map(recipeCard),
        courses: courses.map((c) => ({ value: c.slug, label: decodeEntities(c.name) })),
        cuisines: cuisines.map((c) => ({ value: c.slug, label: decodeEntities(c.name) })),
      },
      { headers: await shopperHeaders(shopper, SHAREABLE_FOR_GUESTS) },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export default function RecipesPage() {
  const { filters, page, pages, total, recipes, courses, cuisines } = useLoaderData<typeof loader>();
  const filtered = !!(filters.course || filters.cuisine || filters.ingredients || filters.s);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('recipes.title')}</h1>
      <Form
        method="get"
        role="search"
        aria-label={t('recipes.filters')}
        className="grid items-end gap-3 rounded-lg bg-white p-4 shadow-sm md:grid-cols-5"
      >
        <SelectField
          id="recipe-course"
          name="course"
          label={t('recipes.course')}
          options={courses}
          placeholder={t('recipes.any')}
          defaultValue={filters.course}
        />
        <SelectField
          id="recipe-cuisine"
          name="cuisine"
          label={t('recipes.cuisine')}
          options={cuisines}
          placeholder={t('recipes.any')}
          defaultValue={filters.cuisine}
        />
        <TextField
          id="recipe-ingredient"
          name="ingredients"
          label={t('recipes.ingredient')}
          defaultValue={filters.ingredients}
          maxLength={100}
        />
        <TextField id="recipe-search" name="s" type="search" label={t('recipes.search')} defaultValue={filters.s} maxLength={100} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11">
            {t('recipes.apply')}
          </button>
          {filtered ? (
            <Link to="/ricette" className="btn-outline min-h-11">
              {t('recipes.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p role="status" className="font-medium">
        {total ? t('recipes.count', { count: total }) : t('recipes.none')}
      </p>
      {recipes.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {recipes.map((recipe) => (
            <li key={recipe.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm">
                {recipe.image ? (
                  <img
                    src={recipe.image.url}
                    alt=""
                    width={recipe.image.width ?? undefined}
                    height={recipe.image.height ?? undefined}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-col gap-2 p-4">
                  <h2 className="text-lg font-bold">
                    <Link to={`/ricette/${recipe.slug}`} className="underline-offset-2 hover:underline">
                      {recipe.title}
                    </Link>
                  </h2>
                  {recipe.course ? <p className="text-sm font-medium text-neutral-700">{recipe.course}</p> : null}
                  <RecipeFacts recipe={recipe} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? <Paging filters={filters} page={page} pages={pages} /> : null}
    </div>
  );
}

function Paging({ filters, page, pages }: { filters: RecipeFilters; page: number; pages: number }) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t('recipes.pages')} className="flex flex-col items-center gap-2">
      <p>{t('recipes.pageOf', { page, pages })}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={recipesPageHref(filters, page - 1)} rel="prev" className="btn-outline min-h-11">
              {t('recipes.previous')}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="btn-primary min-h-11">
                <span className="sr-only">{t('recipes.page', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={recipesPageHref(filters, n)} aria-label={t('recipes.page', { page: n })} className="btn-outline min-h-11">
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={recipesPageHref(filters, page + 1)} rel="next" className="btn-outline min-h-11">
              {t('recipes.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
