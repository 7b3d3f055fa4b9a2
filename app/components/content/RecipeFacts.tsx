// A recipe's times, servings and difficulty as short facts, the same on its card and its page.
import { tContent as t } from '~/i18n/content';

export type RecipeFactsView = {
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings?: number | null;
  difficulty?: string | null;
};

export function RecipeFacts({ recipe, full = false }: { recipe: RecipeFactsView; full?: boolean }) {
  const facts: string[] = [];
  if (recipe.prepMinutes) facts.push(t('recipes.prep', { minutes: recipe.prepMinutes }));
  if (recipe.cookMinutes) facts.push(t('recipes.cook', { minutes: recipe.cookMinutes }));
  if (full && recipe.servings) facts.push(`${t('recipes.servingsLabel')}: ${t('recipes.servings', { count: recipe.servings })}`);
  if (full && recipe.difficulty) {
    const key = `recipes.difficulty.${recipe.difficulty}`;
    const text = t(key);
    facts.push(`${t('recipes.difficultyLabel')}: ${text === key ? recipe.difficulty : text}`);
  }
  if (!facts.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
