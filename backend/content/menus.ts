// Menus of the content API (menu-locations/{location}), links nested under their parents.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { menuItem } from '../db/schema';

type MenuRow = typeof menuItem.$inferSelect;

export type MenuLink = {
  ID: number;
  order: number;
  parent: number;
  title: string;
  url: string;
  target: string;
  classes: string;
  children?: MenuLink[];
};

export async function menuAt(db: Database, location: string): Promise<MenuLink[]> {
  const items = await db.select().from(menuItem).where(eq(menuItem.location, location)).orderBy(asc(menuItem.position), asc(menuItem.id));
  const byParent = new Map<number | null, MenuRow[]>();
  const ids = new Set(items.map((i) => i.id));
  for (const item of items) {
    // A link whose parent is missing from this menu is shown at the top rather than lost.
    const parent = item.parentId != null && ids.has(item.parentId) ? item.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const build = (parent: number | null, depth: number): MenuLink[] =>
    depth > 5
      ? []
      : (byParent.get(parent) ?? []).map((item) => {
          const children = build(item.id, depth + 1);
          const link: MenuLink = {
            ID: item.id,
            order: item.position,
            parent: item.parentId ?? 0,
            title: item.title,
            url: item.url,
            target: item.target ?? '',
            classes: item.classes ?? '',
          };
          return children.length ? { ...link, children } : link;
        });
  return build(null, 0);
}
