// Set by vite.config.ts: true in the production browser build, which runs Preact (decision 035).
declare const __PREACT__: boolean;
// Set by vite.config.ts (and vitest.config.ts): the locale this build speaks, SHOP_LOCALE (decision 004).
declare const __LOCALE__: 'it' | 'en';
