// Consents (registration disclaimers) as forms show them: a required one is a checkbox that must be
// ticked, an optional one a yes/no choice that must be answered (account.md §2, §5). No zod here:
// the shell's consent dialog uses this too.
import { MESSAGES } from '#domain/validators';

/** The intent of the consents action (the dialog and the page); any other answers 400. */
export const INTENT = {
  update: 'update',
} as const;

export type ConsentRule = { id: number; required: boolean };

/** A posted form's fields: the FormData in the browser, the parsed form's entries in an action. */
type Fields = { get(name: string): unknown };

/** The form field of a consent. */
export const consentField = (id: number) => `consent_${id}`;

/** A consent as the page shows it: its HTML content is sanitized by the loader. */
export type ConsentView = {
  id: number;
  title: string;
  content: string;
  label: string | null;
  url: string | null;
  required: boolean;
  value: 'true' | 'false' | null;
};

/** Errors of a consents form, by field; empty when every consent is answered as it must be. */
export function consentErrors(consents: ConsentRule[], form: Fields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const consent of consents) {
    const value = form.get(consentField(consent.id));
    if (consent.required && value !== 'on' && value !== 'true') errors[consentField(consent.id)] = [MESSAGES.consentRequired];
    if (!consent.required && value !== 'true' && value !== 'false') errors[consentField(consent.id)] = [MESSAGES.required];
  }
  return errors;
}

/** The value sent for a consent: 'true' when ticked or answered yes. */
export function consentValue(form: Fields, id: number): 'true' | 'false' {
  const value = form.get(consentField(id));
  return value === 'on' || value === 'true' ? 'true' : 'false';
}
