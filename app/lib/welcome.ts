// The first-shop welcome (account.md §2, §4, §9; decision 059): shown to a shopper who never closed
// it on this browser, and again 30 days after they last did.

/** account.md §9: the welcome comes back this long after it was closed */
export const WELCOME_AGAIN_MS = 2_592_000_000;

export const WELCOME_INTENT = { close: 'close' } as const;

/** `closedAt`: when the shopper last closed it (ISO), null when never (or unreadable). */
export function welcomeDue(closedAt: string | null, now: Date = new Date()): boolean {
  if (!closedAt) return true;
  const at = Date.parse(closedAt);
  if (Number.isNaN(at)) return true;
  return now.getTime() - at >= WELCOME_AGAIN_MS;
}
