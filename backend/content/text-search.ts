// A shopper's words as an ILIKE pattern: their % and _ are letters, not wildcards.
export function containsPattern(words: string): string {
  return `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
