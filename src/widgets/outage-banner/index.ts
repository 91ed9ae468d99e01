export { OutageBanner, OutageBannerMessage } from './ui/outage-banner';
