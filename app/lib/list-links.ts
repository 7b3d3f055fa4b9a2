// The list selector's address (shopping.md §2), apart from the list forms: every product card links
// there, so a listing carries this and not the forms' rules and words.

/** The list selector's address for a product, coming back to `back` (the page it was opened from). */
export function selectorHref(productId: number, back: string): string {
  return `/profile/lists/add?${new URLSearchParams({ product: String(productId), back })}`;
}
