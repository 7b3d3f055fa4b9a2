// metaData.product_description.nutritional_values as live eBSN shops send it: an HTML table, a header
// row (what the values are per: 100 g or 100 ml) then one row per nutrient. The rows are kept as
// printed on the pack; the first one, when it says what the values are per, is the header.
export type NutritionRow = { name: string; value: string };

const HEADER_NAME = 'Valori nutrizionali medi';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function nutritionTable(rows: NutritionRow[] | null | undefined): string | undefined {
  if (!rows?.length) return undefined;
  const [first, ...rest] = rows;
  const isHeader = /^per 100\s*(g|ml)$/i.test(first.value.trim());
  const header = isHeader ? first : { name: HEADER_NAME, value: 'per 100 g' };
  const body = isHeader ? rest : rows;
  if (!body.length) return undefined;
  const cell = (tag: 'th' | 'td', text: string, scope?: 'col' | 'row') =>
    `<${tag}${scope ? ` scope="${scope}"` : ''}>${escapeHtml(text)}</${tag}>`;
  return (
    '<table>' +
    `<thead><tr>${cell('th', header.name, 'col')}${cell('th', header.value, 'col')}</tr></thead>` +
    `<tbody>${body.map((r) => `<tr>${cell('th', r.name, 'row')}${cell('td', r.value)}</tr>`).join('')}</tbody>` +
    '</table>'
  );
}
