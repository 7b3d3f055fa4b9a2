// Structured server logs of the storefront (pino), like the backend's.
import pino from 'pino';

export const log = pino({ name: 'storefront', level: process.env.LOG_LEVEL ?? 'info' });
