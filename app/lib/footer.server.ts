// The footer menu as the footer shows it. Loader data travels to every page as script, so the root
// loader sends only titles, URLs, a new window's target, the content's classes and the links under a link, and leaves out here (not in the
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

// the content's own classes on a link (spec: title, url, target, classes, children): class names only
const CLASS_NAMES = /^[\w-]+( [\w-]+)*$/;

function slim({ ID, title, url, target, classes, children }: MenuLink): MenuLink {
  const link: MenuLink = { ID, title, url };
  if (target) link.target = target;
  const names = classes?.trim().replace(/\s+/g, ' ');
  if (names && CLASS_NAMES.test(names)) link.classes = names;
  // a link's own links (a third level): shown under it
  const below = (children ?? []).filter(shown).map(slim);
  if (below.length) link.children = below;
  return link;
}

// the menu comes from the content cache, the same object until it changes: slimmed once
const slimmed = new WeakMap<MenuLink[], MenuLink[]>();

export function footerLinks(menu: MenuLink[]): MenuLink[] {
  let links = slimmed.get(menu);
  if (!links) {
    links = menu.map((group) => ({ ...slim({ ...group, children: [] }), children: (group.children ?? []).filter(shown).map(slim) }));
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
