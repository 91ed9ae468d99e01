export { OwnerDashboardPage } from './ui/owner-dashboard-page';
