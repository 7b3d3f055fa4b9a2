// The spec's pending-request overlay as a thin progress bar: shown while any navigation or fetcher
// is in flight (JS only), after a short delay so fast answers do not flash.
import { useFetchers, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { tCommon as t } from '~/i18n/common';

const SHOW_AFTER_MS = 150;

export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const pending = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!shown) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-light" role="progressbar" aria-label={t('loading')}>
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary" />
      <style>{'@keyframes progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
    </div>
  );
}
