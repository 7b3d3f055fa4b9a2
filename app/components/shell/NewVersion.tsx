// "È disponibile una nuova versione" (account.md §2, §9): every 10 minutes a page asks /version.json
// which build the server has; when it is not the one the page runs, the page offers a reload. JS only:
// without JS every navigation gets the server's build anyway.
import { useEffect, useState } from 'react';
import { tApp as t } from '~/i18n/app';

/** account.md §9: the version check's interval */
export const VERSION_CHECK_MS = 600_000;

/** the build the page runs: Remix's manifest, which the page carries */
const ownVersion = () => (window as { __remixManifest?: { version?: string } }).__remixManifest?.version;

export function NewVersion() {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    const own = ownVersion();
    if (!own) return;
    const timer = setInterval(async () => {
      try {
        const answer = await fetch('/version.json', { cache: 'no-store' });
        if (!answer.ok) return;
        const { lastVersion } = (await answer.json()) as { lastVersion?: { version?: unknown } };
        if (typeof lastVersion?.version === 'string' && lastVersion.version !== own) {
          setNewer(true);
          clearInterval(timer);
        }
      } catch {
        // offline, or the server restarting for the new build: asked again next time
      }
    }, VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!newer) return null;
  return (
    <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-secondary-light px-4 py-3">
      <p className="font-semibold">{t('newVersion.text')}</p>
      <button type="button" className="btn-primary min-h-11" onClick={() => window.location.reload()}>
        {t('newVersion.reload')}
      </button>
    </div>
  );
}
