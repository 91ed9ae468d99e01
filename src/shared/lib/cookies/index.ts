export { readCookie, writeCookie, type CookieOptions } from './cookies';
export { cookieSnapshot, subscribeCookies } from './cookie-snapshot';
