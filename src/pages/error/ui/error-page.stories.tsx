import preview from '#.storybook/preview';
import { ErrorPage } from './error-page';

const meta = preview.meta({ title: 'Pages/Error', component: ErrorPage, parameters: { layout: 'fullscreen' } });

export const BadRequest400 = meta.story({ args: { status: 400 } });
export const Unauthorized401 = meta.story({ args: { status: 401 } });
export const Forbidden403 = meta.story({ args: { status: 403 } });
export const NotFound404 = meta.story({ args: { status: 404 } });
export const OtherClientError422 = meta.story({ args: { status: 422 } });
export const ServerError500 = meta.story({ args: { status: 500 } });
export const BadGateway502 = meta.story({ args: { status: 502 } });
export const Maintenance503 = meta.story({ args: { status: 503 } });
