export { readCookie, writeCookie } from './cookies';
