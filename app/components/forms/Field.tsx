// The form fields of the shop (CONVENTIONS.md "Forms"): a label, the control, its errors. The
// control carries aria-invalid and aria-describedby pointing at its error list (and help text), so
// errors from the server and from the client look and read the same. No form library in here: the
// routes that validate with conform pass its field metadata through `conformField`.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { tForms as t } from '~/i18n/forms';

export type FieldErrors = string[] | null | undefined;

type Common = {
  label: ReactNode;
  errors?: FieldErrors;
  /** a hint under the label, read with the control */
  help?: ReactNode;
  className?: string;
};

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function useIds(id: string | undefined) {
  const fallback = useId();
  const base = id ?? fallback;
  return { id: base, errorId: `${base}-error`, helpId: `${base}-help` };
}

/** The ids and aria attributes that tie a control to its help text and its errors. */
function useFieldWiring(id: string | undefined, help: ReactNode, errors: FieldErrors) {
  const ids = useIds(id);
  const invalid = !!errors?.length;
  const aria = {
    id: ids.id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(!!help && ids.helpId, invalid && ids.errorId),
  };
  return { ids, invalid, aria };
}

/** Label above, help under it, the control, then its errors: the frame of text-like fields. */
function FieldFrame({
  ids,
  label,
  help,
  errors,
  required,
  className,
  children,
}: Common & { ids: ReturnType<typeof useIds>; required?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={ids.id} required={required}>
        {label}
      </Label>
      {help ? (
        <div id={ids.helpId} className="mb-1 text-sm text-neutral-700">
          {help}
        </div>
      ) : null}
      {children}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

/** The errors of one field (or of a form), tied to its control by id. */
export function ErrorList({ id, errors, className = '' }: { id?: string; errors?: FieldErrors; className?: string }) {
  const list = (errors ?? []).filter(Boolean);
  if (!list.length) return null;
  return (
    <ul id={id} className={`mt-1 flex flex-col gap-0.5 text-sm font-medium text-primary-dark ${className}`}>
      {list.map((error) => (
        <li key={error} className="flex gap-1">
          <span aria-hidden="true">!</span>
          {error}
        </li>
      ))}
    </ul>
  );
}

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-medium">
      {children}
      {required ? (
        <span className="text-primary" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({ label, errors, help, className = '', id, ...input }: Common & InputProps) {
  const { ids, invalid, aria } = useFieldWiring(id, help, errors);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} required={input.required} className={className}>
      <input {...input} {...aria} className={`input ${invalid ? 'border-primary' : ''}`} />
    </FieldFrame>
  );
}

/** A text of several lines (a content form's message). */
export function TextAreaField({
  label,
  errors,
  help,
  className = '',
  id,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const { ids, invalid, aria } = useFieldWiring(id, help, errors);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} required={textarea.required} className={className}>
      <textarea rows={5} {...textarea} {...aria} className={`input ${invalid ? 'border-primary' : ''}`} />
    </FieldFrame>
  );
}

/**
 * A password input; when JavaScript runs, a button shows or hides what was typed. What was typed is
 * never rendered back; `clearOn` (the route's action data) empties it when the server answers, as
 * a page without JS would come back empty.
 */
export function PasswordField({
  label,
  errors,
  help,
  className = '',
  id,
  clearOn,
  ...input
}: Common & Omit<InputProps, 'type' | 'defaultValue' | 'value'> & { clearOn?: unknown }) {
  const { ids, invalid, aria } = useFieldWiring(id, help, errors);
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const firstAnswer = useRef(clearOn);
  useEffect(() => {
    if (clearOn === firstAnswer.current) return;
    if (inputRef.current) inputRef.current.value = '';
    setShown(false);
  }, [clearOn]);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} required={input.required} className={className}>
      <div className="flex">
        <input
          {...input}
          {...aria}
          ref={inputRef}
          type={shown ? 'text' : 'password'}
          // never rendered back: what was typed lives only in the browser and the POST
          defaultValue=""
          className={`input ${hydrated ? 'rounded-r-none' : ''} ${invalid ? 'border-primary' : ''}`}
        />
        {hydrated ? (
          <button
            type="button"
            className="btn-outline rounded-l-none border-l-0 border-neutral-500 px-3"
            aria-controls={ids.id}
            aria-label={shown ? t('forms.hidePasswordLabel') : t('forms.showPasswordLabel')}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? t('forms.hidePassword') : t('forms.showPassword')}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export function CheckboxField({ label, errors, help, className = '', id, ...input }: Common & Omit<InputProps, 'type'>) {
  const { ids, aria } = useFieldWiring(id, help, errors);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input {...input} {...aria} type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-secondary" />
        <label htmlFor={ids.id}>
          {label}
          {input.required ? (
            <span className="text-primary" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      {help ? (
        <div id={ids.helpId} className="ml-7 text-sm text-neutral-700">
          {help}
        </div>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} className="ml-7" />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  errors,
  help,
  className = '',
  id,
  options,
  placeholder,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { options: Option[]; placeholder?: string }) {
  const { ids, invalid, aria } = useFieldWiring(id, help, errors);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} required={select.required} className={className}>
      <select {...select} {...aria} className={`input ${invalid ? 'border-primary' : ''}`}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Radios in a fieldset whose legend is the question; the group carries the errors. */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  errors,
  help,
  className = '',
  id,
  required,
  form,
  inline = true,
}: {
  legend: ReactNode;
  name: string;
  options: Option[];
  defaultValue?: string | null;
  errors?: FieldErrors;
  help?: ReactNode;
  className?: string;
  id?: string;
  required?: boolean;
  form?: string;
  inline?: boolean;
}) {
  const ids = useIds(id);
  const invalid = !!errors?.length;
  return (
    <fieldset
      id={ids.id}
      role="radiogroup"
      className={className}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(!!help && ids.helpId, invalid && ids.errorId)}
      aria-required={required || undefined}
    >
      <legend className="mb-1 font-medium">
        {legend}
        {required ? (
          <span className="text-primary" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {help ? (
        <div id={ids.helpId} className="mb-1 text-sm text-neutral-700">
          {help}
        </div>
      ) : null}
      <div className={inline ? 'flex flex-wrap gap-4' : 'flex flex-col gap-1'}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={o.value}
              form={form}
              defaultChecked={defaultValue === o.value}
              className="h-5 w-5 accent-secondary"
            />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorList id={ids.errorId} errors={errors} />
    </fieldset>
  );
}
