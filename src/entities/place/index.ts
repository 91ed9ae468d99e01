// The offline place list (the API has no geocoding): a chunk of its own, loaded on first use.
export { foldText, loadPlaces, searchPlaces, type Place } from './model/place-search';
export { addressLocation, type AddressForLookup } from './model/address-location';
export type { PlaceRow } from './model/places.data';
