// Registration disclaimers (consents) and the user's answers, in the contract's shape
// (disclaimerSchema: required and value as 'true'/'false' strings, as live eBSN sends them).
// One registration module per store and module type: REG_WEB (2) of store 5, action 1 "Inserimento".
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { registrationDisclaimer, userDisclaimer } from '../db/schema';
import { bodyId } from '../ebsn/validation';

export const DEFAULT_STORE_ID = 5;
export const REG_WEB = 2;
const MODULE_ACTION = { registrationModuleActionId: 1, name: 'Inserimento' };
const MODULE_TYPES: Record<number, string> = { 2: 'REG_WEB' };

/** One answer as clients send it, at registration and on its own (update-disclaimer). */
export const disclaimerAnswerSchema = z.object({
  // a number or its digits, as every id of a body: z.coerce took true, [1] and [[[1]]] for 1 (a probe)
  registrationDisclaimerId: bodyId,
  value: z.enum(['true', 'false']),
});

type DisclaimerRow = typeof registrationDisclaimer.$inferSelect;
type Answer = { value: boolean; answeredAt: Date } | undefined;

const flag = (b: boolean) => (b ? 'true' : 'false') as 'true' | 'false';

export function disclaimerWire(d: DisclaimerRow, answer?: Answer) {
  return {
    registrationDisclaimerId: d.id,
    // one module per store and type, so the module-disclaimer link is the disclaimer itself
    registrationModuleDisclaimerId: d.id,
    disclaimerTitle: d.title,
    disclaimerContent: d.content,
    disclaimerUrl: d.url,
    disclaimerLabel: d.label,
    required: flag(d.required),
    value: answer ? flag(answer.value) : null,
    addDate: (answer?.answeredAt ?? d.addedAt).toISOString(),
    position: d.position,
  };
}

export async function moduleDisclaimers(db: Database, storeId = DEFAULT_STORE_ID, moduleTypeId = REG_WEB): Promise<DisclaimerRow[]> {
  return db
    .select()
    .from(registrationDisclaimer)
    .where(and(eq(registrationDisclaimer.storeId, storeId), eq(registrationDisclaimer.moduleTypeId, moduleTypeId)))
    .orderBy(asc(registrationDisclaimer.position), asc(registrationDisclaimer.id));
}

async function answersOf(db: Database, userId: number): Promise<Map<number, NonNullable<Answer>>> {
  const rows = await db.select().from(userDisclaimer).where(eq(userDisclaimer.userId, userId));
  return new Map(rows.map((r) => [r.disclaimerId, { value: r.value, answeredAt: r.answeredAt }]));
}

/** every disclaimer of the module with the user's answer (value null when not answered yet) */
export async function userDisclaimers(db: Database, userId: number, moduleTypeId = REG_WEB) {
  const [disclaimers, answers] = await Promise.all([moduleDisclaimers(db, DEFAULT_STORE_ID, moduleTypeId), answersOf(db, userId)]);
  return disclaimers.map((d) => disclaimerWire(d, answers.get(d.id)));
}

/** those still to answer: never answered, or required and not accepted (e.g. made required later) */
export async function missingDisclaimers(db: Database, userId: number) {
  const [disclaimers, answers] = await Promise.all([moduleDisclaimers(db), answersOf(db, userId)]);
  const missing = disclaimers.filter((d) => {
    const answer = answers.get(d.id);
    return !answer || (d.required && !answer.value);
  });
  if (!missing.length) return [];
  return [
    {
      registrationModuleId: REG_WEB,
      registrationModuleType: { registrationModuleTypeId: REG_WEB, name: MODULE_TYPES[REG_WEB] },
      registrationModuleAction: MODULE_ACTION,
      registrationModuleDisclaimers: missing.map((d) => disclaimerWire(d)),
    },
  ];
}

export type DisclaimerAnswer = { registrationDisclaimerId: number; value: 'true' | 'false' };
export type AnswerProblem = { registrationDisclaimerId: number; problem: 'unknown' | 'required' };

/** what is wrong with a set of answers: unknown disclaimers, required ones refused */
export async function answerProblems(db: Database, answers: DisclaimerAnswer[]): Promise<AnswerProblem[]> {
  const ids = [...new Set(answers.map((a) => a.registrationDisclaimerId))];
  if (!ids.length) return [];
  const rows = await db.select().from(registrationDisclaimer).where(inArray(registrationDisclaimer.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: AnswerProblem[] = [];
  for (const a of answers) {
    const d = byId.get(a.registrationDisclaimerId);
    if (!d) problems.push({ registrationDisclaimerId: a.registrationDisclaimerId, problem: 'unknown' });
    else if (d.required && a.value !== 'true') problems.push({ registrationDisclaimerId: d.id, problem: 'required' });
  }
  return problems;
}

/** stores the answers (the last one wins for a repeated id); callers check answerProblems first */
export async function saveAnswers(db: Database, userId: number, answers: DisclaimerAnswer[]): Promise<void> {
  const last = new Map(answers.map((a) => [a.registrationDisclaimerId, a.value === 'true']));
  const now = new Date();
  for (const [disclaimerId, value] of last) {
    await db
      .insert(userDisclaimer)
      .values({ userId, disclaimerId, value, answeredAt: now })
      .onConflictDoUpdate({ target: [userDisclaimer.userId, userDisclaimer.disclaimerId], set: { value, answeredAt: now } });
  }
}
