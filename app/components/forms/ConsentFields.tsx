// The consents of a form (registration, consent dialog): each disclaimer's title and content
// (sanitized by the loader), a required one as a checkbox that must be ticked, an optional one as a
// yes/no choice that must be answered (account.md §2 "Disclaimers and consents").
import { consentField, type ConsentView } from '~/lib/consent-forms';
import { CheckboxField, RadioGroup } from './Field';
import { tForms as t } from '~/i18n/forms';

type Props = {
  consents: ConsentView[];
  errors?: Record<string, string[] | null | undefined>;
  /** what the shopper answered before (after a rejected submission), by field name */
  defaults?: Record<string, unknown>;
  /** show each text in full (the dialog) or folded under "read more" (the registration form) */
  full?: boolean;
  form?: string;
  idPrefix?: string;
  headingLevel?: 2 | 3;
};

export function ConsentFields({ consents, errors = {}, defaults = {}, full = false, form, idPrefix = 'consent', headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-5">
      {consents.map((consent) => {
        const name = consentField(consent.id);
        const id = `${idPrefix}-${consent.id}`;
        const previous = defaults[name];
        const initial = typeof previous === 'string' ? previous : (consent.value ?? undefined);
        const text = consent.content ? <div className="prose-shop text-sm" dangerouslySetInnerHTML={{ __html: consent.content }} /> : null;
        return (
          <div key={consent.id} className="rounded-md border border-neutral-200 p-4">
            <Heading className="mb-2 font-semibold">{consent.title}</Heading>
            {text ? (
              full ? (
                <div
                  className="mb-3 max-h-64 overflow-y-auto rounded border border-neutral-100 bg-neutral-50 p-3"
                  tabIndex={0}
                  role="region"
                  aria-label={consent.title}
                >
                  {text}
                </div>
              ) : (
                <details className="mb-3">
                  <summary className="font-medium text-secondary underline">{t('consents.readMore')}</summary>
                  <div className="mt-2 rounded border border-neutral-100 bg-neutral-50 p-3">{text}</div>
                </details>
              )
            ) : null}
            {consent.url ? (
              <p className="mb-3 text-sm">
                <a href={consent.url} className="text-secondary underline" target="_blank" rel="noopener noreferrer">
                  {consent.title}
                </a>
              </p>
            ) : null}
            {consent.required ? (
              <CheckboxField
                id={id}
                name={name}
                form={form}
                value="on"
                required
                defaultChecked={initial === 'on' || initial === 'true'}
                errors={errors[name]}
                label={consent.label ?? `${t('consents.accept')}: ${consent.title}`}
              />
            ) : (
              <RadioGroup
                id={id}
                name={name}
                form={form}
                required
                legend={consent.label ?? consent.title}
                defaultValue={initial}
                errors={errors[name]}
                options={[
                  { value: 'true', label: t('consents.yes') },
                  { value: 'false', label: t('consents.no') },
                ]}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
