// metaData.product_description.nutritional_values arrives as an HTML <table> written by whoever fills
// the shop's back office. The page never renders that markup: sanitize-html reduces it to table rows
// and cells of plain text (scripts, styles, handlers and every other tag gone), and the page builds
// its own accessible table from the text, with its own caption.
import sanitizeHtml from 'sanitize-html';

export type NutritionTable = { head: string[]; rows: string[][] };

const onlyCells: sanitizeHtml.IOptions = {
  allowedTags: ['tr', 'th', 'td'],
  allowedAttributes: {},
  // the text of a script or style is dropped with it, not kept as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'caption', 'title'],
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function text(cell: string): string {
  return cell
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** the table's rows as text; the first row is the header (nutrient, then what the values are per) */
export function nutritionTable(html: string | null | undefined): NutritionTable | null {
  if (!html?.trim()) return null;
  // sanitize-html writes well-formed markup with only these three tags, so it can be split safely
  const clean = sanitizeHtml(html, onlyCells);
  const rows = [...clean.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...row[1].matchAll(/<t[hd]>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1])))
    .filter((cells) => cells.length > 0 && cells.some(Boolean));
  if (rows.length < 2) return null;
  const [head, ...body] = rows;
  return { head, rows: body };
}
