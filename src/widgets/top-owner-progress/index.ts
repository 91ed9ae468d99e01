export { TopOwnerProgress, type TopOwnerProgressProps } from './ui/top-owner-progress';
