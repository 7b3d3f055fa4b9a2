// The footer menu as the footer shows it. Loader data travels to every page as script, so the root
// loader sends only titles, URLs and a new window's target, and leaves out here (not in the
// browser, which would need the route list for it) the same-host links to pages not built yet:
// they would answer 404, and show once the page exists.
import type { MenuLink } from '~/cms/schemas';
import { isServedPath } from '~/lib/app-paths';
import { safeLinkUrl } from '~/lib/links';

function shown(link: MenuLink): boolean {
  // a link the content API sends must be http(s), relative, mailto: or tel: (never javascript:)
  if (safeLinkUrl(link.url) === null) return false;
  return !link.url.startsWith('/') || isServedPath(link.url);
}

function slim({ ID, title, url, target }: MenuLink): MenuLink {
  return target ? { ID, title, url, target } : { ID, title, url };
}

// the menu comes from the content cache, the same object until it changes: slimmed once
const slimmed = new WeakMap<MenuLink[], MenuLink[]>();

export function footerLinks(menu: MenuLink[]): MenuLink[] {
  let links = slimmed.get(menu);
  if (!links) {
    links = menu.map((group) => ({ ...slim(group), children: (group.children ?? []).filter(shown).map(slim) }));
    slimmed.set(menu, links);
  }
  return links;
}

const slimmedLegal = new WeakMap<MenuLink[], MenuLink[]>();

/** The 'footer-legal' menu (privacy and cookie policies, terms of sale): one row of links, no groups. */
export function legalLinks(menu: MenuLink[]): MenuLink[] {
  let links = slimmedLegal.get(menu);
  if (!links) {
    links = menu.filter(shown).map(slim);
    slimmedLegal.set(menu, links);
  }
  return links;
}
