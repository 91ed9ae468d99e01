export { LICENCE_MIN_YEARS } from '../model/driving-licence';
export { isYoungDriver } from '../model/young-driver';
