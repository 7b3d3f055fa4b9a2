// One area's translator over its namespaces (docs/decisions/004-translations.md): the words of the
// shared form fields and of the consents, which only pages with those forms carry (not every page's
// common namespace).
import common from '#strings/common.json';
import forms from '#strings/forms.json';
import { createTranslator } from './translator';

export const tForms = createTranslator(forms, common);
