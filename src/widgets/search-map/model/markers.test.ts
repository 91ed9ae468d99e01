import { describe, expect, it } from 'vitest';
import { mapVehicleOf, priceMarkers, type MapVehicle } from './markers';

const vehicle = (id: number, lat: number, lng: number): MapVehicle => ({ id, lat, lng, priceLabel: `SEK ${id}00`, href: `/vehicles/${id}` });

describe('priceMarkers', () => {
  it('gives one marker per vehicle at [lng, lat] with its price and link', () => {
    expect(priceMarkers([vehicle(1, 59.33, 18.07)])).toEqual([{ key: '1', lngLat: [18.07, 59.33], priceLabel: 'SEK 100', href: '/vehicles/1' }]);
  });

  it('leaves out vehicles off the globe or without numbers', () => {
    const markers = priceMarkers([vehicle(1, 91, 10), vehicle(2, 50, -181), vehicle(3, Number.NaN, 10), vehicle(4, 50, 10)]);
    expect(markers.map((marker) => marker.key)).toEqual(['4']);
  });

  it('draws a vehicle listed twice once', () => {
    expect(priceMarkers([vehicle(1, 59, 18), vehicle(1, 59, 18), vehicle(2, 60, 20)]).map((marker) => marker.key)).toEqual(['1', '2']);
  });
});

describe('mapVehicleOf', () => {
  it('takes the position from the vehicle location of /assets', () => {
    expect(mapVehicleOf({ id: 7, location: { lat: 59.33, lng: 18.07 } }, 'SEK 1,200', '/vehicles/7')).toEqual({
      id: 7,
      lat: 59.33,
      lng: 18.07,
      priceLabel: 'SEK 1,200',
      href: '/vehicles/7',
    });
  });

  it('has nothing to show for a vehicle without a location', () => {
    expect(mapVehicleOf({ id: 7, location: null }, 'SEK 1,200', '/vehicles/7')).toBeUndefined();
    expect(mapVehicleOf({ id: 7 }, 'SEK 1,200', '/vehicles/7')).toBeUndefined();
  });
});
