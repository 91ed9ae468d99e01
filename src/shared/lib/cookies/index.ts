export { readCookie, writeCookie, type CookieOptions } from './cookies';
