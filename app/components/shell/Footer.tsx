import { Link } from '~/lib/link';
import type { MenuLink } from '~/cms/schemas';
import { tCommon as t } from '~/i18n/common';
import { LanguageSwitch } from './LanguageSwitch';
import { OPEN_COOKIE_CENTRE } from '~/lib/cookie-consent';

function MenuAnchor({ link }: { link: MenuLink }) {
  // a 24 px target at least (WCAG 2.2 target size); the content's own classes after ours
  const className = `inline-block py-1 hover:underline${link.classes ? ` ${link.classes}` : ''}`;
  // same-host links stay in the app; others open in a new window (spec account.md §2)
  if (link.url.startsWith('/')) {
    return (
      <Link to={link.url} className={className}>
        {link.title}
      </Link>
    );
  }
  return (
    <a href={link.url} className={className} target={link.target || '_blank'} rel="noopener noreferrer">
      {link.title}
    </a>
  );
}

/**
 * `links` as the root loader sends them: links to pages not built yet already left out (~/lib/footer.server);
 * `legal`, the privacy and cookie policies and the terms, on the last line.
 */
export function Footer({ links, legal = [] }: { links: MenuLink[]; legal?: MenuLink[] }) {
  return (
    <footer className="on-dark mt-8 bg-neutral-900 text-neutral-100" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 md:grid-cols-4">
        {links.map((group) => (
          <section key={group.ID} aria-labelledby={`footer-${group.ID}`}>
            <h2 id={`footer-${group.ID}`} className="mb-2 font-bold">
              {group.title}
            </h2>
            <ul className="text-sm">
              {(group.children ?? []).map((link) => (
                <li key={link.ID}>
                  <MenuAnchor link={link} />
                  {link.children?.length ? (
                    <ul className="ml-3">
                      {link.children.map((child) => (
                        <li key={child.ID}>
                          <MenuAnchor link={child} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-neutral-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 py-4 text-sm text-neutral-300">
          <p>
            {t('footer.copyright', { year: 2026 })} · {t('footer.regions')}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4">
              {legal.map((link) => (
                <li key={link.ID}>
                  <MenuAnchor link={link} />
                </li>
              ))}
              <li>
                {/* the cookie centre: its page without JS, the shell's dialog with JS */}
                <a
                  href="/cookie"
                  className="inline-block py-1 hover:underline"
                  onClick={(event) => {
                    event.preventDefault();
                    window.dispatchEvent(new Event(OPEN_COOKIE_CENTRE));
                  }}
                >
                  {t('footer.cookiePreferences')}
                </a>
              </li>
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
