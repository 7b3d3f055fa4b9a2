// Set by vite.config.ts: true in the production browser build, which runs Preact (decision 035).
declare const __PREACT__: boolean;
