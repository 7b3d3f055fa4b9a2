// The frame of the service/address and slot screens. The server renders an open, non-modal
// <dialog> that reads as a page without JS; with JS it becomes modal over a dimmed shell. The
// screen is its own route, so it works without JS. With JS every step inside the dialogs (a tab, a
// form, the address screen leading to the slot screen, the close) replaces the history entry the
// dialog was opened with: Back closes the dialogs and returns to the page under them, as spec §2
// asks, never to an earlier step (decision 019). ×, Escape or the backdrop go where the shopper
// came from.
import { useNavigate } from '@remix-run/react';
import { Link } from '~/lib/link';
import { useEffect, useRef, type ReactNode } from 'react';
import { tCommon } from '~/i18n/common';

export function PlaceDialog({
  titleId,
  title,
  closeTo,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** where closing leads: the page the shopper came from */
  closeTo: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className="place-dialog"
      aria-labelledby={titleId}
      // Escape closes a modal dialog: follow the close link instead of leaving an empty page
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo, { replace: true });
      }}
      onClick={(event) => event.target === event.currentTarget && navigate(closeTo, { replace: true })}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
          <Link
            replace
            to={closeTo}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-2xl leading-none text-neutral-700 hover:bg-neutral-100"
            aria-label={tCommon('close')}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        {children}
      </div>
    </dialog>
  );
}
