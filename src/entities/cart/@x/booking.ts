export { LICENCE_MIN_YEARS } from '../model/driving-licence';
