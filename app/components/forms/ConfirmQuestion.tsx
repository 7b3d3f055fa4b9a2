// The question before an action that cannot be undone (delete a list or saved invoice data, cancel an
// order): a page state of its own (`?elimina=<id>`, `?annulla`), so it works without JS. The yes is a
// POST form with the intent; the no is a link back to the page as it was.
import { Link } from '~/lib/link';
import { ActionForm } from './ActionForm';

export function ConfirmQuestion({
  question,
  note,
  intent,
  fields,
  busy,
  confirm,
  keep,
  keepTo,
}: {
  question: string;
  note: string;
  intent: string;
  fields?: Record<string, string | number>;
  busy: boolean;
  confirm: string;
  keep: string;
  keepTo: string;
}) {
  return (
    <section aria-labelledby="confirm-heading" className="flex flex-col gap-3 rounded-lg border-2 border-primary bg-white p-4 shadow-sm">
      <h2 id="confirm-heading" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {question}
      </h2>
      <p>{note}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ActionForm intent={intent} fields={fields} busy={busy} primary>
          {confirm}
        </ActionForm>
        <Link to={keepTo} className="btn-outline flex min-h-11 items-center justify-center">
          {keep}
        </Link>
      </div>
    </section>
  );
}
