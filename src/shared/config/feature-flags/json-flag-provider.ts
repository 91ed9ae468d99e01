import { OpenFeatureEventEmitter, ProviderEvents, StandardResolutionReasons, ErrorCode, type EvaluationContext, type JsonValue, type Provider, type ResolutionDetails } from '@openfeature/web-sdk';

/**
 * An OpenFeature provider for a flag service that answers `GET <url>` with `{ "flags": { key: value } }`
 * for the evaluation context (sent as query parameters): the sandbox's `/api/__sandbox/flags`, or any
 * edge config or flag proxy that speaks the same JSON. A failed fetch leaves every flag at the
 * caller's default (reason ERROR), which is what keeps today's behaviour during an outage.
 */
export class JsonFlagProvider implements Provider {
  readonly metadata = { name: 'json-flag-service' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private flags: Record<string, unknown> = {};

  constructor(
    private readonly url: string,
    private readonly fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
    private readonly timeoutMs = 3_000,
  ) {}

  async initialize(context?: EvaluationContext): Promise<void> {
    await this.load(context);
  }

  async onContextChange(_old: EvaluationContext, next: EvaluationContext): Promise<void> {
    await this.load(next);
    this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: Object.keys(this.flags) });
  }

  private async load(context: EvaluationContext = {}): Promise<void> {
    const url = new URL(this.url, globalThis.location?.href ?? 'http://localhost');
    for (const [key, value] of Object.entries(context)) if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') url.searchParams.set(key, String(value));
    const response = await this.fetchFn(url, { credentials: 'same-origin', signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`The flag service answered ${response.status}`);
    const body = (await response.json()) as { flags?: unknown };
    this.flags = body.flags && typeof body.flags === 'object' ? (body.flags as Record<string, unknown>) : {};
  }

  private resolve<T>(key: string, fallback: T, type: string): ResolutionDetails<T> {
    if (!(key in this.flags)) return { value: fallback, reason: StandardResolutionReasons.DEFAULT };
    const value = this.flags[key];
    if (typeof value !== type) return { value: fallback, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
    return { value: value as T, reason: StandardResolutionReasons.STATIC };
  }

  resolveBooleanEvaluation(key: string, fallback: boolean): ResolutionDetails<boolean> {
    return this.resolve(key, fallback, 'boolean');
  }

  resolveStringEvaluation(key: string, fallback: string): ResolutionDetails<string> {
    return this.resolve(key, fallback, 'string');
  }

  resolveNumberEvaluation(key: string, fallback: number): ResolutionDetails<number> {
    return this.resolve(key, fallback, 'number');
  }

  resolveObjectEvaluation<T extends JsonValue>(key: string, fallback: T): ResolutionDetails<T> {
    return this.resolve(key, fallback, 'object');
  }
}
