// The recipe page's server half: the recipe with its ingredients' products (their pages), and its
// "add all": one of each product among the ingredients, through the cart's own gate (shopping.md §4):
// without login, service and address or slot the add waits in the session for that step
// (pending-add.server), as a product card's add does.
import { quantityRules } from '#domain/quantity';
import { getRecipe } from '~/cms/client.server';
import type { Recipe } from '~/cms/schemas';
import { getProductById } from '~/ebsn/catalog.server';
import { tContent as t } from '~/i18n/content';
import { decodeEntities } from '~/lib/entities';
import { notFound } from '~/lib/failures.server';
import { gateUrl, type GateStep } from '~/lib/gates';
import { safeHtml } from '~/lib/html.server';
import { safeLinkUrl } from '~/lib/links';
import { flashOutcome, gateStep, makeAdd, rememberPendingAdd } from '~/lib/pending-add.server';
import type { AddAll } from '~/lib/session.server';
import { flashMessage, goTo, type Shopper } from '~/lib/shopper.server';
import { recipePath } from './forms';

export const RECIPE_SLUG = /^[a-z0-9-]{1,200}$/;
/** a recipe has a few dozen ingredients at most: the waiting add in the cookie stays small */
const MAX_PRODUCTS = 50;

export async function findRecipe(shopper: Shopper, slug: string): Promise<Recipe> {
  if (!RECIPE_SLUG.test(slug)) notFound();
  const recipe = await getRecipe(shopper.api, slug);
  if (!recipe) notFound();
  return recipe;
}

/** The products among the ingredients, each once, in the recipe's order. */
export function ingredientProducts(recipe: Recipe): number[] {
  const ids = recipe.ingredients.flatMap((i) => (i.product_id ? [i.product_id] : []));
  return [...new Set(ids)].slice(0, MAX_PRODUCTS);
}

export async function recipeView(shopper: Shopper, recipe: Recipe) {
  // an ingredient's product page by the product's slug; a product the shop no longer has is just named
  const products = new Map(
    await Promise.all(ingredientProducts(recipe).map(async (id) => [id, await getProductById(shopper.api, id).catch(() => null)] as const)),
  );
  return {
    slug: recipe.slug,
    title: decodeEntities(recipe.title.rendered),
    intro: safeHtml(recipe.content?.rendered ?? recipe.excerpt?.rendered),
    description: (recipe.excerpt?.rendered ?? '')
      .replace(/<[^>]*>/g, '')
      .trim()
      .slice(0, 300),
    image: recipe.image && safeLinkUrl(recipe.image.url) ? { ...recipe.image, alt: recipe.image.alt ?? '' } : null,
    prepMinutes: recipe.prep_minutes ?? null,
    cookMinutes: recipe.cook_minutes ?? null,
    servings: recipe.servings ?? null,
    difficulty: recipe.difficulty ?? null,
    course: recipe.course.map((c) => decodeEntities(c.name)),
    cuisine: recipe.cuisine.map((c) => decodeEntities(c.name)),
    ingredients: recipe.ingredients.map((i) => {
      const product = i.product_id ? products.get(i.product_id) : null;
      return { name: i.name, quantity: i.quantity ?? '', productHref: product?.slug ? `/product/${product.slug}` : null };
    }),
    steps: recipe.steps,
    addable: ingredientProducts(recipe).length,
  };
}

const GATE_MESSAGE: Record<GateStep, string> = {
  login: 'recipes.loginToAdd',
  address: 'recipes.chooseServiceFirst',
  timeslot: 'recipes.chooseSlotFirst',
};

/**
 * One of each product the shop still has, in the quantity its card's add starts from (a product sold
 * in pairs goes in as two, a loose good by its first weight): the cart refuses a quantity its
 * rules do not allow, and with it the whole batch.
 */
async function recipeItems(shopper: Shopper, recipe: Recipe) {
  const products = await Promise.all(ingredientProducts(recipe).map((id) => getProductById(shopper.api, id).catch(() => null)));
  return products.flatMap((product) =>
    product ? [{ productId: product.productId, quantity: quantityRules(product.productInfos, product.minAcq).first }] : [],
  );
}

export async function addRecipeToCart(shopper: Shopper, slug: string) {
  const recipe = await findRecipe(shopper, slug);
  const back = recipePath(recipe.slug);
  const items = await recipeItems(shopper, recipe);
  if (!items.length) {
    flashMessage(shopper, { level: 'info', text: t('recipes.noProducts') });
    return goTo(shopper, back);
  }
  const pending: AddAll = { addAll: 'recipe', items };
  const gate = (step: GateStep) => {
    rememberPendingAdd(shopper, pending);
    flashMessage(shopper, { level: 'warning', text: t(GATE_MESSAGE[step]) });
    return goTo(shopper, gateUrl(step, back));
  };
  const step = gateStep(shopper);
  if (step) return gate(step);
  const outcome = await makeAdd(shopper, pending);
  if (outcome.kind === 'gated') return gate(outcome.step);
  flashOutcome(shopper, outcome);
  return goTo(shopper, back);
}
