// The category tree trimmed to what the menu shows, so every page carries as little as possible.
import type { CategoryNode } from '~/ebsn/schemas';

export type MenuNode = { id: number; name: string; slug: string; children: MenuNode[] };

export function toMenuTree(nodes: CategoryNode[], depth = 3): MenuNode[] {
  return nodes.map((node) => ({
    id: node.categoryId,
    name: node.name,
    slug: node.slug,
    children: depth > 1 ? toMenuTree(node.categories ?? [], depth - 1) : [],
  }));
}
