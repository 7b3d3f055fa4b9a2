// The list selector's address and its intents (shopping.md §2), apart from its schemas: every
// product card links there and the selector's dialog posts there, so a listing carries these names
// and not the forms' rules and words.

export const SELECTOR_INTENT = { addToList: 'add-to-list', createAndAdd: 'create-and-add' } as const;

/** The list selector's address for a product, coming back to `back` (the page it was opened from). */
export function selectorHref(productId: number, back: string): string {
  return `/profile/lists/add?${new URLSearchParams({ product: String(productId), back })}`;
}
