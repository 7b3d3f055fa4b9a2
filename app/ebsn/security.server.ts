// The account's security calls (account.md §4, §7; issue 11): the login pin switched on and off
// (registration/mfa_enabled, update_mfa; two steps, backend/accounts/mfa-setup.ts) and the
// anonymisation (anonymize_token_request, anonymize_token_check, user_anonymize; decision 027).
// Per-shopper: never cached, always with the session token.
import { z } from 'zod';
import { ebsn, type ApiContext } from './client.server';

const pendingSchema = z.object({ secret: z.string().min(1), otpauthUri: z.string().startsWith('otpauth://') });
export const mfaStateSchema = z.object({ enabled: z.boolean(), pending: pendingSchema.nullish() }).passthrough();
export type MfaState = z.infer<typeof mfaStateSchema>;

/** the infos the backend says on success, for the flash message */
const infos = (messages: Array<{ level: string; text: string }>) => messages.filter((m) => m.level === 'info').map((m) => m.text);

export async function mfaState(api: ApiContext): Promise<MfaState> {
  const { data } = await ebsn(api, { path: 'registration/mfa_enabled', schema: mfaStateSchema });
  return data;
}

/** update_mfa enabled=true with the password: a new secret waiting for its first pin */
export async function startMfa(api: ApiContext, password: string): Promise<MfaState> {
  const { data } = await ebsn(api, {
    path: 'registration/update_mfa',
    method: 'POST',
    form: { enabled: 'true', password },
    schema: mfaStateSchema,
  });
  return data;
}

/** update_mfa enabled=true with the first pin: the pin is on */
export async function confirmMfa(api: ApiContext, pin: string): Promise<string[]> {
  const { messages } = await ebsn(api, {
    path: 'registration/update_mfa',
    method: 'POST',
    form: { enabled: 'true', mfa_pin: pin },
    schema: mfaStateSchema,
  });
  return infos(messages);
}

/** update_mfa enabled=false, proved by the password or a current pin */
export async function disableMfa(api: ApiContext, proof: { password: string } | { pin: string }): Promise<string[]> {
  const form: Record<string, string> = { enabled: 'false', ...('pin' in proof ? { mfa_pin: proof.pin } : { password: proof.password }) };
  const { messages } = await ebsn(api, { path: 'registration/update_mfa', method: 'POST', form, schema: mfaStateSchema });
  return infos(messages);
}

/** anonymize_token_request: the code to confirm the erasure, e-mailed to the account's address */
export async function requestAnonymization(api: ApiContext): Promise<string[]> {
  const { messages } = await ebsn(api, { path: 'registration/anonymize_token_request', schema: z.unknown() });
  return infos(messages);
}

/** anonymize_token_check: whether the code is the account's, live (it is not used up) */
export async function checkAnonymizationToken(api: ApiContext, login: string, token: string): Promise<boolean> {
  const { data } = await ebsn(api, {
    path: 'registration/anonymize_token_check',
    query: { login, token },
    schema: z.object({ valid: z.boolean() }).passthrough(),
  });
  return data.valid;
}

/** user_anonymize: the personal data erased, the account closed, its sessions ended */
export async function anonymize(api: ApiContext, token: string): Promise<string[]> {
  const { messages } = await ebsn(api, { path: 'registration/user_anonymize', query: { token }, schema: z.unknown() });
  return infos(messages);
}
