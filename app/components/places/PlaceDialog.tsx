// The frame of the service/address and slot screens. The server renders an open, non-modal
// <dialog> that reads as a page without JS; with JS it becomes modal over a dimmed shell. The
// screen is its own route (so it works without JS and each step is a history entry): Back leaves
// it like any page, and ×, Escape or the backdrop go back where the shopper came from.
import { Link, useNavigate } from '@remix-run/react';
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
        navigate(closeTo);
      }}
      onClick={(event) => event.target === event.currentTarget && navigate(closeTo)}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <h1 id={titleId} className="text-2xl font-bold">
            {title}
          </h1>
          <Link
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
