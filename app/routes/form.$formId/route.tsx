// A content form (issue 27 §1; Ninja Forms' custom/v1/forms/<id>): its fields with the shop's field
// components, checked by a schema built from their definitions (./fields) and again by the backend,
// whose errors are shown at their fields. A file field is a real file input in a multipart form: the
// action uploads the file first, then submits the form naming it. The body may be as large as the
// form's files allow, no larger: a larger one is refused before it is read, said at the file field.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ContentHtml } from '~/components/content/ContentHtml';
import { CheckboxField, ErrorList, SelectField, TextAreaField, TextField } from '~/components/forms/Field';
import { ErrorSummary, type SummaryItem } from '~/components/forms/ErrorSummary';
import { FormGuards } from '~/components/forms/FormGuards';
import type { FormField } from '~/cms/schemas';
import { tContent as t } from '~/i18n/content';
import { defineAction, firstErrors, intent } from '~/lib/action.server';
import { errorMeta } from '~/lib/error-meta';
import { failure } from '~/lib/failures.server';
import { routeHeaders } from '~/lib/headers';
import { safeHtml } from '~/lib/html.server';
import { pageMeta } from '~/lib/seo';
import { getShopper, respond } from '~/lib/shopper.server';
import { fieldName, FORM_INTENT, formSchema, sizeLabel, typesLabel } from './forms';
import { bodyLimitOf, findForm, formPath, rejected, sendForm, tooLarge, typedValues, type Rejected } from './form.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data && !error ? pageMeta({ title: data.form.title, description: t('form.meta') }) : errorMeta(error);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  try {
    const form = await findForm(shopper, params.formId);
    return respond(
      shopper,
      {
        form: {
          id: form.id,
          title: form.title,
          description: safeHtml(form.description),
          fields: form.fields.map(({ id, key, type, label, required, placeholder, options, max_length, file }) => ({
            id,
            key,
            type,
            label,
            required,
            placeholder: placeholder ?? undefined,
            options: options ?? [],
            maxLength: max_length ?? undefined,
            file: file ?? null,
          })),
        },
      },
      // the page carries the shopper's own form (CSRF): revalidated every time
      { headers: { 'Cache-Control': 'private, max-age=0, must-revalidate' } },
    );
  } catch (error) {
    return failure(error, request, shopper);
  }
}

export const action = defineAction({
  bodyLimit: ({ shopper, params }) => bodyLimitOf(shopper, params.formId),
  // never read: the page says it at the file field
  tooLarge: async ({ shopper, params }) => tooLarge(shopper, await findForm(shopper, params.formId)),
  intents: {
    [FORM_INTENT.submit]: intent({
      schema: async ({ shopper, params }) => formSchema(await findForm(shopper, params.formId)),
      invalid: async ({ shopper, params, submission }) => {
        const form = await findForm(shopper, params.formId);
        const errors = Object.fromEntries(Object.entries(firstErrors(submission)).map(([name, text]) => [name, [text]]));
        return rejected(shopper, { values: typedValues(form, submission.payload), errors, formErrors: [] });
      },
      refused: ({ params }) => ({ back: formPath(Number(params.formId)) }),
      run: async ({ shopper, params, value }) => sendForm(shopper, await findForm(shopper, params.formId), value),
    }),
  },
});

type FieldView = {
  id: number;
  type: FormField['type'];
  label: string;
  required: boolean;
  placeholder?: string;
  options: Array<{ label: string; value: string }>;
  maxLength?: number;
  file: { max_bytes: number; types: string[] } | null;
};

export default function ContentFormPage() {
  const { form } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const done: Rejected | undefined = answer && 'rejected' in answer ? answer.rejected : undefined;
  const multipart = form.fields.some((f) => f.type === 'file_upload');
  // what to fix, linked to each field, above the form: without JS the page comes back at its top
  const summary: SummaryItem[] = form.fields.flatMap((field) => {
    const message = done?.errors[fieldName(field)]?.[0];
    return message ? [{ id: fieldId(field), label: field.label, message }] : [];
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{form.title}</h1>
      {form.description ? <ContentHtml html={form.description} /> : null}
      <Form
        method="post"
        noValidate
        encType={multipart ? 'multipart/form-data' : undefined}
        className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
      >
        <FormGuards />
        <ErrorSummary title={t('form.errorsTitle')} items={summary} focusKeys={[answer]} />
        <p className="text-sm text-neutral-700">{t('form.required')}</p>
        {done?.formErrors.length ? (
          <div role="alert">
            <ErrorList errors={done.formErrors} />
          </div>
        ) : null}
        {form.fields.map((field) => (
          <ContentField key={field.id} field={field} value={done?.values[fieldName(field)]} errors={done?.errors[fieldName(field)]} />
        ))}
        <button type="submit" name="intent" value={FORM_INTENT.submit} disabled={busy} className="btn-primary min-h-11 self-start">
          {t('form.submit')}
        </button>
      </Form>
    </div>
  );
}

const fieldId = (field: FieldView) => `form-${fieldName(field)}`;

function ContentField({ field, value, errors }: { field: FieldView; value?: string; errors?: string[] }) {
  const id = fieldId(field);
  const common = { id, name: fieldName(field), label: field.label, errors, required: field.required };
  // a new answer of the server puts what it kept in the field (uncontrolled inputs keep their first value)
  const key = `${id}-${value ?? ''}-${errors?.join() ?? ''}`;
  switch (field.type) {
    case 'textarea':
      return <TextAreaField key={key} {...common} defaultValue={value} placeholder={field.placeholder} maxLength={field.maxLength} />;
    case 'listselect':
      return <SelectField key={key} {...common} options={field.options} placeholder={t('form.choose')} defaultValue={value ?? ''} />;
    case 'checkbox':
      return <CheckboxField key={key} {...common} value="1" defaultChecked={value === '1'} />;
    case 'file_upload':
      return (
        <TextField
          key={key}
          {...common}
          type="file"
          accept={field.file?.types.join(',') || undefined}
          help={field.file ? t('form.fileHelp', { types: typesLabel(field.file.types), size: sizeLabel(field.file.max_bytes) }) : undefined}
        />
      );
    default:
      return (
        <TextField
          key={key}
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : field.type === 'date' ? 'date' : 'text'}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined}
          defaultValue={value}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
        />
      );
  }
}
