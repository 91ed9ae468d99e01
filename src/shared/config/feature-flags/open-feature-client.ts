import { OpenFeature, ProviderEvents, type EvaluationContext } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS, FLAG_KEYS, type FlagValues } from './flags';
import { markFlagsSettled, setFlagValues } from './flag-store';
import { JsonFlagProvider } from './json-flag-provider';

/** The lazy part: OpenFeature with the flag service's provider, evaluating every known flag into the store. */
export async function connectFlagService(url: string, context: EvaluationContext): Promise<void> {
  const client = OpenFeature.getClient();
  const evaluate = () => {
    const next: Record<string, boolean | string> = {};
    for (const key of FLAG_KEYS) {
      const fallback = FLAG_DEFAULTS[key];
      next[key] = typeof fallback === 'boolean' ? client.getBooleanValue(key, fallback) : client.getStringValue(key, fallback);
    }
    setFlagValues(next as Partial<FlagValues>);
  };
  client.addHandler(ProviderEvents.ConfigurationChanged, evaluate);
  try {
    await OpenFeature.setProviderAndWait(new JsonFlagProvider(url), context);
    evaluate();
  } catch {
    // The service cannot be reached: the defaults stand (today's behaviour).
    markFlagsSettled();
  }
}
