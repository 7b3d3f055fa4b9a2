// The staff's words (decision 054): the userboard, the /admin pages, the banner of a staff member
// acting for a customer, and the customer's page of what customer care did for them.
import common from '#strings/common.json';
import staff from '#strings/staff.json';
import { createTranslator } from './translator';

export const tStaff = createTranslator(staff, common);

/** the audited calls staff.json names in a sentence of their own ('other' is the generic sentence) */
export const STAFF_ACTIONS_NAMED: ReadonlySet<string> = new Set(Object.keys(staff.actions).filter((action) => action !== 'other'));
/** the calls said otherwise to the store manager, who reads them about a customer, not as the customer */
export const STAFF_ACTIONS_FOR_MANAGER: ReadonlySet<string> = new Set(Object.keys(staff.managerActions));
