// conform's field metadata as the props of our Field components. Type-only import: the components
// themselves stay free of any form library (the shell uses them too).
import type { FieldMetadata } from '@conform-to/react';

type Meta = Pick<FieldMetadata<unknown>, 'id' | 'name' | 'formId' | 'errors' | 'initialValue' | 'key' | 'required'>;

/** id, name, form, default value, errors and `required` of a text-like field. */
export function conformField(meta: Meta) {
  const initial = meta.initialValue;
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    errors: meta.errors,
    required: meta.required,
    defaultValue: typeof initial === 'string' ? initial : undefined,
  };
}

/** The same for a checkbox: checked when the initial value is 'on' or 'true'. */
export function conformCheckbox(meta: Meta) {
  const { defaultValue, ...rest } = conformField(meta);
  return { ...rest, value: 'on', defaultChecked: defaultValue === 'on' || defaultValue === 'true' };
}
