export { readCookie, writeCookie, type CookieOptions } from './cookies';
export { cookieSnapshot, cookiesChanged, subscribeCookies } from './cookie-snapshot';
