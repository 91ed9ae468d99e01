export { VehicleBookingPanel, type VehicleBookingPanelProps } from './ui/vehicle-booking-panel';
export { PriceBreakdown } from './ui/price-breakdown';
export { priceSummary, type PriceSummary } from './model/price-summary';
