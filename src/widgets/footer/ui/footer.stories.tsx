import preview from '#.storybook/preview';
import { Footer } from './footer';

const meta = preview.meta({ title: 'Widgets/Footer', component: Footer, parameters: { layout: 'fullscreen' } });

export const Guest = meta.story({});
