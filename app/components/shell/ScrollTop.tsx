// Appears after 20 px of scroll (spec §9); JS only, since without JS there is nothing to track.
import { useEffect, useState } from 'react';
import { tCommon as t } from '~/i18n/common';

const SHOW_AFTER_PX = 20;

export function ScrollTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-4 right-4 z-40 rounded-full bg-secondary p-3 text-white shadow-lg hover:bg-secondary-dark"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="m6 15 6-6 6 6" />
      </svg>
      <span className="sr-only">{t('scrollToTop')}</span>
    </a>
  );
}
