// The staff's words (decision 054): the userboard, the /admin pages, the banner of a staff member
// acting for a customer, and the customer's page of what customer care did for them.
import common from '~/locales/it/common.json';
import staff from '~/locales/it/staff.json';
import { createTranslator } from './translator';

export const tStaff = createTranslator(staff, common);
