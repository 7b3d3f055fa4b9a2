// Una ricetta (issue 27 §1): title, picture, times, servings, difficulty, the ingredients (those the
// shop sells link to their product), the steps in order, the schema.org Recipe for search engines,
// and "Aggiungi tutti gli ingredienti al carrello": one of each product among the ingredients,
// through the cart's gate (./recipe.server).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { Link } from '~/lib/link';
import { Breadcrumbs } from '~/components/catalog/Breadcrumbs';
import { ContentHtml } from '~/components/content/ContentHtml';
import { RecipeFacts } from '~/components/content/RecipeFacts';
import { ActionForm } from '~/components/forms/ActionForm';
import { tContent as t } from '~/i18n/content';
import { defineAction, intent } from '~/lib/action.server';
import { errorMeta } from '~/lib/error-meta';
import { failure } from '~/lib/failures.server';
import { routeHeaders, SHAREABLE_FOR_GUESTS } from '~/lib/headers';
import { breadcrumbJsonLd, originFrom, pageMeta } from '~/lib/seo';
import { getShopper, respond } from '~/lib/shopper.server';
import { addAllSchema, RECIPE_INTENT, recipePath } from './forms';
import { addRecipeToCart, findRecipe, recipeView } from './recipe.server';

export const headers = routeHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const recipe = await recipeView(shopper, await findRecipe(shopper, params.recipeName ?? ''));
    return respond(shopper, { recipe }, { headers: SHAREABLE_FOR_GUESTS });
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  intents: {
    [RECIPE_INTENT.addAll]: intent({
      schema: addAllSchema,
      refused: ({ params }) => ({ back: recipePath(String(params.recipeName ?? '')) }),
      run: ({ shopper, params }) => addRecipeToCart(shopper, params.recipeName ?? ''),
    }),
  },
});

const minutes = (m: number | null) => (m ? `PT${m}M` : undefined);

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (!data || error) return errorMeta(error);
  const { recipe } = data;
  const origin = originFrom(matches);
  const total = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  return [
    ...pageMeta({
      title: recipe.title,
      description: recipe.description || t('recipes.meta'),
      canonical: `${origin}${recipePath(recipe.slug)}`,
    }),
    breadcrumbJsonLd(origin, [
      { name: t('recipes.title'), href: '/ricette' },
      { name: recipe.title, href: recipePath(recipe.slug) },
    ]),
    {
      // Remix writes it with its HTML-significant characters escaped (no </script> from a title)
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: recipe.title,
        ...(recipe.description ? { description: recipe.description } : {}),
        ...(recipe.image ? { image: [/^https?:\/\//.test(recipe.image.url) ? recipe.image.url : `${origin}${recipe.image.url}`] } : {}),
        ...(minutes(recipe.prepMinutes) ? { prepTime: minutes(recipe.prepMinutes) } : {}),
        ...(minutes(recipe.cookMinutes) ? { cookTime: minutes(recipe.cookMinutes) } : {}),
        ...(total ? { totalTime: `PT${total}M` } : {}),
        ...(recipe.servings ? { recipeYield: String(recipe.servings) } : {}),
        ...(recipe.course.length ? { recipeCategory: recipe.course.join(', ') } : {}),
        ...(recipe.cuisine.length ? { recipeCuisine: recipe.cuisine.join(', ') } : {}),
        recipeIngredient: recipe.ingredients.map((i) => [i.quantity, i.name].filter(Boolean).join(' ')),
        recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
      },
    },
  ];
};

export default function RecipePage() {
  const { recipe } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <Breadcrumbs
        items={[
          { name: t('recipes.title'), href: '/ricette' },
          { name: recipe.title, href: recipePath(recipe.slug) },
        ]}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{recipe.title}</h1>
        {recipe.course.length ? <p className="font-medium text-neutral-700">{recipe.course.join(', ')}</p> : null}
        <RecipeFacts recipe={recipe} full />
      </header>
      {recipe.image ? (
        <img
          src={recipe.image.url}
          alt={recipe.image.alt}
          width={recipe.image.width ?? undefined}
          height={recipe.image.height ?? undefined}
          className="w-full rounded-lg object-cover"
        />
      ) : null}
      {recipe.intro ? <ContentHtml html={recipe.intro} className="prose-shop rounded-lg bg-white p-6" /> : null}
      <section aria-labelledby="recipe-ingredients" className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
        <h2 id="recipe-ingredients" className="text-xl font-bold">
          {t('recipes.ingredients')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={`${index}-${ingredient.name}`}>
              {ingredient.quantity ? `${ingredient.quantity} ` : ''}
              {ingredient.productHref ? (
                <Link to={ingredient.productHref} className="text-secondary underline">
                  {ingredient.name}
                </Link>
              ) : (
                ingredient.name
              )}
            </li>
          ))}
        </ul>
        {recipe.addable ? (
          <div className="flex flex-col gap-2 sm:max-w-md">
            <ActionForm intent={RECIPE_INTENT.addAll} busy={busy} primary>
              {t('recipes.addAll')}
            </ActionForm>
            <p className="text-sm text-neutral-700">{t('recipes.addAllNote')}</p>
          </div>
        ) : null}
      </section>
      {recipe.steps.length ? (
        <section aria-labelledby="recipe-steps" className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="recipe-steps" className="text-xl font-bold">
            {t('recipes.steps')}
          </h2>
          <ol className="flex list-decimal flex-col gap-2 pl-6">
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
