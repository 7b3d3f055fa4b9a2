// The shell's server-rendered notices (the consents, the cookie centre, the first-shop welcome) are
// markup in the page without JS, and the same markup in a modal <dialog> once the page is hydrated.
import { useEffect, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

/** Whether the page is hydrated, and the ref of the <dialog> opened as a modal once it is. */
export function useHydratedModal() {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (hydrated && dialog && !dialog.open) dialog.showModal();
  }, [hydrated]);
  return { hydrated, dialogRef };
}
