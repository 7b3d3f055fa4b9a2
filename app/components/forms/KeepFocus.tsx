// Keeps the keyboard's place when the control it was on is replaced by another: with JS, "Aggiungi al
// carrello" becomes the cart's stepper, and the stepper's − becomes a link at the lowest quantity.
// The browser then puts the focus on the page's body, and a keyboard or screen-reader user starts
// again from the top (WCAG 2.4.3). Inside this box the focus goes instead to the new control of the
// same part (`data-focus`), or to the first one there is.
//
// Only right after a press inside the box (a few seconds), and only while the focus is on nothing:
// a shopper who has moved on is never pulled back. Without JS every press loads a page: nothing to do.
import { useEffect, useRef, type ReactNode } from 'react';

// a press's answer (the cart's) comes within this; the focus is not taken back after it
const PRESS_MS = 10_000;

export function KeepFocus({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const place = useRef<{ part: string; at: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // the replacement comes in a later render, or later still when its code loads (a lazy stepper)
    const observer = new MutationObserver(() => {
      const last = place.current;
      if (!last || Date.now() - last.at > PRESS_MS) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const controls = [...element.querySelectorAll<HTMLElement>('[data-focus]')].filter(
        (control) => !(control as HTMLButtonElement).disabled,
      );
      (controls.find((control) => control.dataset.focus === last.part) ?? controls[0])?.focus();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const pressed = (target: EventTarget) => {
    const control = (target as HTMLElement).closest?.('[data-focus]');
    place.current = control instanceof HTMLElement ? { part: control.dataset.focus ?? '', at: Date.now() } : null;
  };
  return (
    // display: contents, so the box changes nothing of the layout it is put in
    <div ref={box} className="contents" onKeyDown={(event) => pressed(event.target)} onClick={(event) => pressed(event.target)}>
      {children}
    </div>
  );
}
