// Google sign-in through OpenID Connect (openid-client): authorisation code flow with PKCE, state
// and nonce. Off unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; GOOGLE_ISSUER points it at
// another OpenID provider (tests use a local oauth2-mock-server).
//
// The browser never talks to us: the storefront asks start for the provider's URL (the flow's
// secrets stay in our session row, keyed by the shopper's session token), sends the browser there,
// receives the provider's redirect at the allowed redirect_uri and forwards code and state to
// social-redir/google with the same session token.
import * as oidc from 'openid-client';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SessionState } from '../ebsn/context';
import { saveSessionData } from '../ebsn/session';
import { carriedData } from './login';

export const GOOGLE = 'google';
/** a flow not finished within this time is dropped */
export const FLOW_TTL_MS = 10 * 60_000;
/** the identity of a first social login waits this long for register_user */
export const PENDING_TTL_MS = 60 * 60_000;

export type OidcFlow = { provider: string; state: string; nonce: string; verifier: string; redirectUri: string; at: number };
export type SocialIdentity = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  at: number;
};

export const googleEnabled = (config: AppConfig) => !!(config.googleClientId && config.googleClientSecret);

// Discovery is one HTTP round trip: done once per issuer and client, again after a failure.
const configurations = new Map<string, Promise<oidc.Configuration>>();

function isLocal(url: URL) {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

async function clientConfiguration(config: AppConfig): Promise<oidc.Configuration> {
  const key = `${config.googleIssuer}|${config.googleClientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const issuer = new URL(config.googleIssuer);
    // plain http only for a provider on this machine (development and tests)
    const insecure = issuer.protocol === 'http:' && isLocal(issuer);
    pending = oidc.discovery(issuer, config.googleClientId!, config.googleClientSecret!, undefined, {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: 10,
    });
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

/** the provider's authorisation URL and the flow's secrets to keep in the session */
export async function startFlow(config: AppConfig, redirectUri: string): Promise<{ url: string; flow: OidcFlow }> {
  const client = await clientConfiguration(config);
  const verifier = oidc.randomPKCECodeVerifier();
  const flow: OidcFlow = { provider: GOOGLE, state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, redirectUri, at: Date.now() };
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow };
}

/**
 * Exchanges the provider's answer (the query it sent to redirect_uri) for the verified identity.
 * openid-client checks state, the ID token's signature, issuer, audience, expiry and nonce, and
 * sends the PKCE verifier. Throws on any failure.
 */
export async function finishFlow(config: AppConfig, flow: OidcFlow, query: Record<string, string>): Promise<SocialIdentity> {
  const client = await clientConfiguration(config);
  const current = new URL(flow.redirectUri);
  for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v);
  const tokens = await oidc.authorizationCodeGrant(client, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('no subject in the ID token');
  // NUL cannot be stored in PostgreSQL text or jsonb: a provider's claims are trusted, not blindly
  const str = (v: unknown) =>
    typeof v === 'string' && v.trim()
      ? v
          .replace(/\u0000/g, '')
          .trim()
          .slice(0, 254)
      : null;
  return {
    provider: flow.provider,
    subject: String(claims.sub)
      .replace(/\u0000/g, '')
      .slice(0, 255),
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    at: Date.now(),
  };
}

/** the identity of a first social login waiting in this session for register_user, if still fresh */
export function pendingSocial(session: SessionState | undefined): SocialIdentity | null {
  const pending = session?.data.socialPending as SocialIdentity | undefined;
  return pending && typeof pending.at === 'number' && Date.now() - pending.at < PENDING_TTL_MS ? pending : null;
}

export async function rememberPendingSocial(db: Database, session: SessionState, identity: SocialIdentity): Promise<void> {
  await saveSessionData(db, session, { ...carriedData(session), socialPending: identity });
}

/** the flow started in this session, if still fresh; it is spent by the caller */
export function sessionFlow(session: SessionState | undefined): OidcFlow | null {
  const flow = session?.data.oidc as OidcFlow | undefined;
  return flow && typeof flow.at === 'number' && Date.now() - flow.at < FLOW_TTL_MS ? flow : null;
}
