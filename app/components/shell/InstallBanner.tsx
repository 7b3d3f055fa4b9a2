// The spec's install banner (account.md §2; issue 27 §2): on a phone whose browser offers to install
// the shop (its `beforeinstallprompt`), a banner with "Installa" and "Non ora". "Non ora" keeps it
// away for 30 days on this device. JS only: the browser's offer comes to scripts alone.
import { useEffect, useState } from 'react';
import { tApp as t } from '~/i18n/app';

type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const DISMISSED_KEY = 'spesa:install-dismissed';
/** how long "Non ora" keeps the banner away */
export const INSTALL_QUIET_MS = 30 * 24 * 60 * 60 * 1000;
const PHONE = '(max-width: 767px)';

function quiet(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < INSTALL_QUIET_MS;
  } catch {
    return false;
  }
}

export function InstallBanner() {
  const [offer, setOffer] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const onOffer = (event: Event) => {
      if (!window.matchMedia(PHONE).matches || quiet()) return;
      // the browser's own mini bar gives way to the banner
      event.preventDefault();
      setOffer(event as InstallPrompt);
    };
    // an offer made before this module came (app/entry.client.tsx keeps it)
    const early = (window as Window & { spesaInstallOffer?: Event }).spesaInstallOffer;
    if (early) onOffer(early);
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!offer) return null;
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage refused: the banner comes back with the browser's next offer
    }
    setOffer(null);
  };
  return (
    <aside
      aria-labelledby="install-title"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow"
    >
      <div>
        <p id="install-title" className="font-semibold">
          {t('install.title')}
        </p>
        <p className="text-sm">{t('install.text')}</p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary min-h-11"
          onClick={async () => {
            await offer.prompt();
            await offer.userChoice;
            setOffer(null);
          }}
        >
          {t('install.install')}
        </button>
        <button type="button" className="btn-outline min-h-11" onClick={notNow}>
          {t('install.notNow')}
        </button>
      </div>
    </aside>
  );
}
