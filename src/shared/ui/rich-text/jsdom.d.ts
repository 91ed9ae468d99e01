// jsdom ships no types; the sanitiser on the server uses only its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
