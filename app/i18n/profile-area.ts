// The words of the customer's own area pages (docs/decisions/004-translations.md): the dashboard, saved
// invoice data, gift certificates, consents, the login pin, anonymisation; only those pages carry them
// (the profile menu, on every /profile page, has its own small namespace: i18n/profile.ts).
import common from '#strings/common.json';
import profileArea from '#strings/profile-area.json';
import { createTranslator } from './translator';

export const tProfileArea = createTranslator(profileArea, common);
