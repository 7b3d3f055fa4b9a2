// Settings of the backend, read once from the environment by server.ts; tests pass their own.
export type AppConfig = {
  /** sliding lifetime of a guest session */
  guestSessionDays: number;
  /** sliding lifetime of a logged-in session */
  userSessionDays: number;
  /** shopper-independent catalogue answers may be cached this long by shared caches */
  catalogMaxAgeSeconds: number;
  /** a session's expiry is pushed forward at most this often, to spare a write per request */
  sessionTouchSeconds: number;
};

export const defaultConfig: AppConfig = {
  guestSessionDays: 30,
  userSessionDays: 30,
  catalogMaxAgeSeconds: 60,
  sessionTouchSeconds: 60,
};

function numberFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    guestSessionDays: numberFromEnv(env.GUEST_SESSION_DAYS, defaultConfig.guestSessionDays),
    userSessionDays: numberFromEnv(env.USER_SESSION_DAYS, defaultConfig.userSessionDays),
    catalogMaxAgeSeconds: numberFromEnv(env.CATALOG_MAX_AGE, defaultConfig.catalogMaxAgeSeconds),
    sessionTouchSeconds: numberFromEnv(env.SESSION_TOUCH_SECONDS, defaultConfig.sessionTouchSeconds),
  };
}
