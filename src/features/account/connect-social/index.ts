export { ConnectSocial, type ConnectSocialProps } from './ui/connect-social';
