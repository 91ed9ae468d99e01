export { ConnectionNotice, ConnectionNoticeView, type ConnectionNoticeViewProps } from './ui/connection-notice';
