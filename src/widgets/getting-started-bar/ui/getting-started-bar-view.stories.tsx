import preview from '#.storybook/preview';
import { ownerSteps } from '@/entities/user';
import { GettingStartedBarView } from './getting-started-bar-view';

const facts = { isIdVerified: false, isFullyOnboarded: false, vehicleCount: 1, hasActiveVehicle: false, hasBookingRequestOrMessage: false };
const publishing = ownerSteps(facts);
const verifying = ownerSteps({ ...facts, hasActiveVehicle: true });

const meta = preview.meta({ title: 'Widgets/GettingStartedBar', component: GettingStartedBarView, parameters: { layout: 'fullscreen' } });

export const PublishVehicle = meta.story({ args: { role: 'owner', current: publishing[1], progress: { done: 1, total: 3 }, href: '/getting-started' } });
export const VerifyId = meta.story({ args: { role: 'owner', current: verifying[2], progress: { done: 2, total: 3 }, href: '/getting-started' } });
export const OnGettingStartedPage = meta.story({ args: { role: 'owner', current: publishing[1], progress: { done: 1, total: 3 }, href: undefined } });
