// The server-rendered pages load the app through this script instead of the module script in
// their head (scripts/page-template.ts): the page paints its HTML first, and only then is the app's
// code requested and run to hydrate it. On a fast connection the app's code arrived before the
// first paint and its start-up ran ahead of it; on a slow one it shared the bandwidth with the
// stylesheet the paint waits for. A classic `defer` script runs once the stylesheet is in, so the
// first paint follows within a frame or two.
(function () {
  // Before the first paint, and before the app: the server renders the cookie banner for everyone
  // (its pages are cached for everyone) and it shows only on this mark of a visitor who has not
  // chosen yet (CONSENT_COOKIE and CONSENT_UNASKED_MARK in src/shared/lib/observability/consent).
  if (!/(?:^|;\s*)cookie_consent=(?:accepted|rejected)(?:;|$)/.test(document.cookie)) {
    document.documentElement.setAttribute('data-consent-unasked', '');
  }
  var me = document.currentScript;
  var src = me && me.getAttribute('data-src');
  if (!src) return;
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }
  // The first contentful paint's entry is written once the frame is on screen; a frame's
  // callbacks run before that, so a request made from one is still counted before the paint.
  var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paint && paint.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // A tab opened in the background draws no frame until it is shown; its page still starts.
  setTimeout(load, 1000);
})();
