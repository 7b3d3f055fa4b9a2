// The one place where an analytic or profiling tag may enter the shop (decision 059): the scripts
// configured for a category (ANALYTICS_SCRIPTS, PROFILING_SCRIPTS) go into a page only when the
// shopper's cookie choice, still in force, allows that category. The shop loads no such tag today.
import type { ConsentCategories } from './cookie-consent';
import { env } from './env.server';

export type ScriptConfig = { analytics: string[]; profiling: string[] };

export function consentedScripts(
  granted: ConsentCategories,
  config: ScriptConfig = { analytics: env.analyticsScripts, profiling: env.profilingScripts },
): string[] {
  return [...(granted.analytics ? config.analytics : []), ...(granted.profiling ? config.profiling : [])];
}
