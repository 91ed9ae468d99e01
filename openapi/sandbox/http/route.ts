import { HttpResponse, type HttpHandler } from 'msw';
import type { AnyApiSpec, HttpMethod, OpenApiHttpHandlers, ResponseResolver, ResponseResolverInfo } from 'openapi-msw';
import type { Store } from '../store/store';
import { ApiError } from './api-error';
import { authenticate, type Viewer } from './auth';
import type { MultipartBody } from './multipart';
import { mediaUrls, type MediaUrls } from './media-urls';
import { checkRequest, operationSpec } from './request-validation';
import type { SandboxRuntime } from './runtime';

/** What every handler gets besides msw's resolver info. */
export interface RouteContext {
  store: Store;
  now: Date;
  /** The logged-in user, when the operation takes a token and one was sent. */
  viewer: Viewer | null;
  /** Multipart uploads, already checked against the contract. */
  multipart: MultipartBody | null;
  urls: MediaUrls;
  runtime: SandboxRuntime;
}

type Method = Exclude<HttpMethod, 'options' | 'head'>;
type PathOf<Spec extends AnyApiSpec, M extends Method> = Parameters<OpenApiHttpHandlers<Spec>[M]>[0];
type Resolver<Spec extends AnyApiSpec, P extends keyof Spec, M extends Method> = (
  info: ResponseResolverInfo<Spec, P, M>,
  context: RouteContext,
) => ReturnType<ResponseResolver<Spec, P, M>>;

export type Route<Spec extends AnyApiSpec, M extends Method> = <P extends PathOf<Spec, M> & keyof Spec>(path: P, resolver: Resolver<Spec, P, M>) => HttpHandler;

export type Routes<Spec extends AnyApiSpec> = { [M in Method]: Route<Spec, M> };

const errorResponse = (error: ApiError): Response => HttpResponse.json(error.toBody(), { status: error.status });

/**
 * Typed handler factories (openapi-msw) that do what every sandbox endpoint needs
 * before and after its own work: apply the time-based rules, authenticate by the
 * operation's security, refuse malformed requests, turn thrown ApiErrors into the
 * Error schema, and report changes so the Node host can save the state.
 */
export function createRoutes<Spec extends AnyApiSpec>(http: OpenApiHttpHandlers<Spec>, runtime: SandboxRuntime): Routes<Spec> {
  const route =
    <M extends Method>(method: M): Route<Spec, M> =>
    (path, resolver) => {
      const operation = operationSpec(method, String(path));
      const wrapped = async (info: ResponseResolverInfo<Spec, typeof path, M>) => {
        try {
          const store = runtime.store;
          const now = runtime.now();
          runtime.applyTimeRules(now);
          const viewer = authenticate(store, info.request, operation.security, now);
          const { multipart } = await checkRequest(operation, info.request, info.params as Record<string, string>);
          const response = await resolver(info, { store, now, viewer, multipart, urls: mediaUrls(info.request.url), runtime });
          if (method !== 'get') runtime.markChanged();
          return response;
        } catch (error) {
          if (error instanceof ApiError) return info.response.untyped(errorResponse(error));
          console.error(`[sandbox] ${method.toUpperCase()} ${String(path)} failed`, error);
          return info.response.untyped(errorResponse(new ApiError(500, 'server_error', 'The sandbox failed to answer this request.')));
        }
      };
      const handlers = http as unknown as Record<Method, (path: unknown, resolver: unknown) => HttpHandler>;
      return handlers[method](path, wrapped);
    };
  return { get: route('get'), put: route('put'), post: route('post'), delete: route('delete'), patch: route('patch') };
}
