export { SocialMeta, type SocialMetaProps } from './social-meta';
