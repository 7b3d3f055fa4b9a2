// The pickers' words (decision 053): the list of a store's orders and the picking page.
import common from '#strings/common.json';
import picking from '#strings/picking.json';
import { createTranslator } from './translator';

export const tPicking = createTranslator(picking, common);
