// The error summary of a rejected form (GOV.UK pattern): a heading, then one link per invalid field
// that leads to the field by its id. Rendered by the server at the top of the form, so a shopper
// without JS sees at once what to fix; with JS it takes the focus when it appears, so a screen
// reader reads it and the keyboard starts from it.
import { useEffect, useLayoutEffect, useRef } from 'react';

// The focus moves as the summary is put on the page, in the same task. An effect runs after the
// paint (in Preact up to 100 ms later): a shopper who had started typing in a field by then lost the
// keys to the summary (an e2e journey's typing, twice in 9 runs on a slowed CPU). The server runs
// neither; React warns of a layout effect there.
const useOnCommit = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export type SummaryItem = { id: string; label: string; message: string };

/** `focusKeys`: values whose change means a new rejection (always the same number of them). */
export function ErrorSummary({ title, items, focusKeys }: { title: string; items: SummaryItem[]; focusKeys: unknown[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useOnCommit(() => {
    if (shown) ref.current?.focus();
    // focus again on every new rejection, not while the shopper fixes the fields
  }, focusKeys); // eslint-disable-line react-hooks/exhaustive-deps
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border-4 border-primary bg-white p-4 focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-secondary"
    >
      <h2 id="error-summary-title" className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <ul className="flex list-none flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="font-medium text-primary-dark underline">
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
