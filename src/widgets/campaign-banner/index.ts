export { CampaignBannerSlot, type CampaignBannerSlotProps } from './ui/campaign-banner-slot';
