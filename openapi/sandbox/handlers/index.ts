import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as contentPaths } from '@openapi/generated/content';
import type { paths } from '@openapi/generated/schema';
import { createRoutes } from '../http/route';
import type { SandboxRuntime } from '../http/runtime';
import { accountHandlers } from './accounts.handlers';
import { addonHandlers } from './addons.handlers';
import { authHandlers } from './auth.handlers';
import { availabilityHandlers } from './availability.handlers';
import { bookingHandlers } from './bookings.handlers';
import { changeRequestHandlers } from './change-requests.handlers';
import { checkinHandlers } from './checkin.handlers';
import { contentHandlers } from './content.handlers';
import { damageHandlers } from './damages.handlers';
import { driverHandlers } from './drivers.handlers';
import { favoriteHandlers } from './favorites.handlers';
import { insuranceHandlers } from './insurance.handlers';
import { meHandlers } from './me.handlers';
import { messagingHandlers } from './messaging.handlers';
import { observabilityHandlers } from './observability.handlers';
import { orderHandlers } from './orders.handlers';
import { payoutHandlers } from './payouts.handlers';
import { reviewHandlers } from './reviews.handlers';
import { sandboxHandlers } from './sandbox.handlers';
import { siteHandlers } from './site.handlers';
import { vehicleImageHandlers } from './vehicle-images.handlers';
import { vehicleHandlers } from './vehicles.handlers';
import { verificationHandlers } from './verification.handlers';

/** The contracts' servers (`/api`, `/content-api`), matched on any origin so every host can mount them. */
export const API_BASE = '*/api';
export const CONTENT_BASE = '*/content-api';

/** Every handler of the sandbox: the sandbox-only routes first, then one per operation of both contracts. */
export function createHandlers(runtime: SandboxRuntime): RequestHandler[] {
  const api = createRoutes(createOpenApiHttp<paths>({ baseUrl: API_BASE }), runtime);
  const content = createRoutes(createOpenApiHttp<contentPaths>({ baseUrl: CONTENT_BASE }), runtime);
  return [
    ...sandboxHandlers(runtime),
    ...observabilityHandlers(),
    ...authHandlers(api),
    ...meHandlers(api),
    ...accountHandlers(api),
    ...favoriteHandlers(api),
    ...reviewHandlers(api),
    ...vehicleHandlers(api),
    ...vehicleImageHandlers(api),
    ...availabilityHandlers(api),
    ...addonHandlers(api),
    ...insuranceHandlers(api),
    ...damageHandlers(api),
    ...siteHandlers(api),
    ...bookingHandlers(api),
    ...changeRequestHandlers(api),
    ...checkinHandlers(api),
    ...driverHandlers(api),
    ...orderHandlers(api),
    ...payoutHandlers(api),
    ...verificationHandlers(api),
    ...messagingHandlers(api),
    ...contentHandlers(content),
  ];
}
