export { VehicleCarousel, type VehicleCarouselProps } from './ui/vehicle-carousel';
export { CAROUSEL, dotWindow, wrapIndex } from './model/carousel';
