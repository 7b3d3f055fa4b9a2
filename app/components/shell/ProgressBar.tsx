// The spec's pending-request overlay (account.md §2, §4), JS only: a thin progress bar while any
// navigation or fetcher is in flight, and, while a form's submission is under way (a page's POST,
// not a stepper's fetcher, which answers optimistically), a veil over the page that keeps a second
// click off and says the page is busy (aria-busy on main). Both after a short delay, so fast answers
// do not flash. The veil holds no focus and traps none. Without JS the browser shows its own progress.
import { useFetchers, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { tCommon as t } from '~/i18n/common';

export const SHOW_AFTER_MS = 150;

export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const pending = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  // a POST form's navigation, from sending until the page it leads to is in
  const submitting = navigation.state !== 'idle' && !!navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET';
  const [shown, setShown] = useState(false);
  const [veiled, setVeiled] = useState(false);

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (!submitting) {
      setVeiled(false);
      return;
    }
    const timer = setTimeout(() => setVeiled(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [submitting]);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    if (veiled) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
  }, [veiled]);

  return (
    <>
      {shown ? (
        <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-light" role="progressbar" aria-label={t('loading')}>
          <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary" />
          <style>{'@keyframes progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}'}</style>
        </div>
      ) : null}
      {veiled ? <div aria-hidden="true" className="fixed inset-0 z-40 cursor-wait bg-white/40" /> : null}
    </>
  );
}
