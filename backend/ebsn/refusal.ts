// One shape for a refusal (the code clients translate and the Italian text they show, the
// envelope's error message) and one way to raise it: a service throws Refused wherever it finds the
// problem, however deep in a transaction, so that the transaction rolls back and nothing is kept;
// app.ts's error handler answers it as a business failure (HTTP 200, status 1, data null).
import type { FieldMessage } from './envelope';

/** a refusal as the envelope carries it; `field` names the parameter at fault, when there is one */
export type Refusal = FieldMessage & { error: string };

export class Refused extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(refusals.map((r) => r.code).join(', '));
  }
}

/** refuses the call with one message, or several (one per problem) */
export function refuse(refusal: Refusal | Refusal[]): never {
  throw new Refused(Array.isArray(refusal) ? refusal : [refusal]);
}
