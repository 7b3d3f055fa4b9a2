// The list selector as a modal dialog (spec §2: default width 300, at most 300 px high, scrolling
// inside): the selector page's loader data through a fetcher, its forms through another. A success
// closes the dialog (the root's revalidation shows the server's message); a refusal stays in it with
// what was typed. Escape, the close button or the backdrop close it; focus goes back to the link.
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { tLists as t } from '~/i18n/lists';
import { ListSelector, type SelectorAnswer, type SelectorData } from './ListSelector';

export function ListSelectorDialog({ href, productName, onClose }: { href: string; productName: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const loaded = useFetcher<SelectorData>();
  const sent = useFetcher<SelectorAnswer>();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    ref.current?.showModal();
    loaded.load(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  const close = () => {
    ref.current?.close();
    onClose();
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  useEffect(() => {
    if (sent.state === 'idle' && sent.data?.ok) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent.state, sent.data]);

  const titleId = 'list-selector-title';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="list-selector"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold">
            {t('selector.title')}
            <span className="sr-only">: {productName}</span>
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('selector.close')}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-2xl leading-none text-neutral-700 hover:bg-neutral-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {loaded.data ? (
          <ListSelector
            data={loaded.data}
            answer={sent.data}
            Form={sent.Form}
            stay
            busy={sent.state !== 'idle'}
            idPrefix="list-selector-dialog"
          />
        ) : (
          <p role="status">{t('selector.loading')}</p>
        )}
      </div>
    </dialog>
  );
}
