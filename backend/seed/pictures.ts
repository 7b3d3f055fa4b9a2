// Demo pictures: Fluent Emoji (flat) icons, MIT licensed, rendered once each to a standalone SVG.
import { icons } from '@iconify-json/fluent-emoji-flat';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

/**
 * Gradient ids would clash if two pictures were ever inlined in one page. @iconify/utils'
 * replaceIDs uses a process-wide counter and a random suffix, so the output would depend on call
 * order; a prefix made of the icon name is unique and reproducible.
 */
function prefixIds(body: string, prefix: string): string {
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  if (!ids.size) return body;
  return body.replace(/([#;"])([A-Za-z0-9_:-]+)(?=["')]|\.[a-z])/g, (match, pre: string, id: string) =>
    ids.has(id) ? `${pre}${prefix}${id}` : match,
  );
}

export function renderIcon(name: string): string {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`unknown fluent-emoji-flat icon "${name}"`);
  const svg = iconToSVG(data, { height: 'auto' });
  return iconToHTML(prefixIds(svg.body, `${name}-`), svg.attributes);
}
