// Consents (account.md §7 "Consents"): the registration module's disclaimers (public), the user's
// answers, the ones still to give (the storefront's dialog after login), and their update. A
// required disclaimer cannot be refused.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  answerProblems,
  disclaimerAnswerSchema,
  DEFAULT_STORE_ID,
  disclaimerWire,
  missingDisclaimers,
  moduleDisclaimers,
  REG_WEB,
  saveAnswers,
  userDisclaimers,
} from '../accounts/disclaimers';
import { CODES, TEXT, type FieldMessage } from '../accounts/messages';
import { readBody } from '../ebsn/body';
import type { AppEnv, Deps } from '../ebsn/context';
import { failMany, ok } from '../ebsn/envelope';
import { requireUser } from '../ebsn/guards';
import { intParam, validQuery } from '../ebsn/validation';
import { MAX_ID } from '../limits';
import { MESSAGES } from '../../domain/validators';

// live clients also post the bare array of changed consents
const updateSchema = z.preprocess(
  (json) => (Array.isArray(json) ? { disclaimers: json } : json),
  z.object({
    disclaimers: z.array(disclaimerAnswerSchema).max(100),
  }),
);

export function disclaimerRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(
      '/registration-disclaimer/list',
      validQuery(z.object({ store_id: intParam(1, MAX_ID), registration_module_type_id: intParam(1, MAX_ID) })),
      async (c) => {
        const q = c.req.valid('query');
        const rows = await moduleDisclaimers(db, q.store_id ?? DEFAULT_STORE_ID, q.registration_module_type_id ?? REG_WEB);
        return ok(c, { registrationDisclaimers: rows.map((d) => disclaimerWire(d)) });
      },
    )

    .get(
      '/user-registration-disclaimer/list-by-type',
      validQuery(z.object({ registration_module_type_id: intParam(1, MAX_ID) })),
      async (c) => {
        const auth = await requireUser(c, db);
        if ('answer' in auth) return auth.answer;
        const type = c.req.valid('query').registration_module_type_id ?? REG_WEB;
        return ok(c, { registrationDisclaimers: await userDisclaimers(db, auth.user.id, type) });
      },
    )

    .get('/user-registration-disclaimer/check-disclaimer', async (c) => {
      const auth = await requireUser(c, db);
      if ('answer' in auth) return auth.answer;
      return ok(c, { registrationModules: await missingDisclaimers(db, auth.user.id) });
    })

    .post('/user-registration-disclaimer/update-disclaimer', async (c) => {
      const auth = await requireUser(c, db);
      if ('answer' in auth) return auth.answer;
      const body = await readBody(c, updateSchema, { accepts: 'json' });
      const answers = body.disclaimers.map((d) => ({ registrationDisclaimerId: d.registrationDisclaimerId, value: d.value }));
      const problems = await answerProblems(db, answers);
      if (problems.length) {
        // all or nothing: one refused consent leaves every answer as it was
        return failMany(
          c,
          problems.map((p): FieldMessage =>
            p.problem === 'required'
              ? ({
                  error: MESSAGES.consentRequired,
                  code: CODES.consentRequired,
                  field: 'disclaimers',
                  registrationDisclaimerId: p.registrationDisclaimerId,
                } as FieldMessage)
              : ({
                  error: TEXT.disclaimerUnknown,
                  code: CODES.disclaimerUnknown,
                  field: 'disclaimers',
                  registrationDisclaimerId: p.registrationDisclaimerId,
                } as FieldMessage),
          ),
        );
      }
      await saveAnswers(db, auth.user.id, answers);
      return ok(c, { registrationDisclaimers: await userDisclaimers(db, auth.user.id) });
    });
}
