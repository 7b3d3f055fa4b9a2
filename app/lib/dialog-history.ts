// Spec §2: a Back while a dialog is open closes the dialog instead of leaving the page. Opening a
// dialog pushes a copy of the current history entry; the popstate that removes it is taken here,
// before the router hears it (entry.client registers this listener before the router starts, and
// listeners on window run in the order they were added), so the page's data is not loaded again.

type Close = () => void;

const open: Close[] = [];
// entries we took back ourselves (a dialog closed by its × or Escape): the router must not see them
let ownBacks = 0;

export function closeDialogsOnBack(): void {
  window.addEventListener('popstate', (event) => {
    if (ownBacks > 0) {
      ownBacks -= 1;
      event.stopImmediatePropagation();
      return;
    }
    const close = open.pop();
    if (!close) return;
    event.stopImmediatePropagation();
    close();
  });
}

/** A dialog opened: Back will call `close` instead of navigating. */
export function pushDialogEntry(close: Close): void {
  window.history.pushState(window.history.state, '', window.location.href);
  open.push(close);
}

/** The dialog closed by itself (×, Escape, backdrop): its entry goes, so the next Back leaves the page. */
export function popDialogEntry(close: Close): void {
  if (!forget(close)) return;
  ownBacks += 1;
  window.history.back();
}

/** The dialog closed by a navigation that replaces its entry: nothing to take back. */
export function dropDialogEntry(close: Close): void {
  forget(close);
}

function forget(close: Close): boolean {
  const index = open.lastIndexOf(close);
  if (index >= 0) open.splice(index, 1);
  return index >= 0;
}
