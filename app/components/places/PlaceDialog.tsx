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

type Opener = { element: HTMLElement; href: string | null };
// the opener a closing dialog leaves for the one that may open next
let handedOn: Opener | null = null;

export function PlaceDialog({
  titleId,
  title,
  closeTo,
  level = 1,
  children,
}: {
  titleId: string;
  /** 2 where the dialog opens over a page of its own heading (the address book), which shows without JS */
  level?: 1 | 2;
  title: ReactNode;
  /** where closing leads: the page the shopper came from */
  closeTo: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const Heading = level === 1 ? 'h1' : 'h2';
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    // What opened the dialog (a header link): the focus goes back there when it closes, whichever
    // way, rather than to the page's body (WCAG 2.4.3). A link drawn anew on the page it goes back to
    // is found by its address. From one dialog to the next (address, then slot) it is handed on.
    const active = document.activeElement;
    const mine: Opener | null =
      active instanceof HTMLElement && active !== document.body && !dialog?.contains(active)
        ? { element: active, href: active instanceof HTMLAnchorElement ? active.getAttribute('href') : null }
        : handedOn;
    handedOn = null;
    if (dialog && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    return () => {
      handedOn = mine;
      // after the page under it is drawn, unless the next dialog took it or something else the focus
      setTimeout(() => {
        if (handedOn !== mine) return;
        handedOn = null;
        if (!mine || (document.activeElement && document.activeElement !== document.body)) return;
        const again = mine.element.isConnected
          ? mine.element
          : mine.href
            ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(mine.href)}"]`)
            : null;
        again?.focus();
      });
    };
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
          <Heading id={titleId} className="text-2xl font-bold">
            {title}
          </Heading>
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
