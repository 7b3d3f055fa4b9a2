// The one translation path, the same on the server and in the browser: every visible string and
// every backend message code goes through the area translators beside this file, one module for each
// namespace of `app/locales/it/*.json`, named after it (docs/decisions/004-translations.md).
// Each is a module of its own and is imported from there, so a browser chunk carries only the JSON
// of the areas it shows (a shared module importing all of them would put every string in every page).
export type { TFunction, Vars } from './translator';

/** The shop's only locale (`<html lang>`); a second one would pick its JSON in the area translators. */
export const LOCALE = 'it';
