/* global document, requestAnimationFrame */
/**
 * The shell page's one script tag (shared/build/index.ts emits it hashed in place of main.js): it
 * adds the web fonts' stylesheet and main.js once the browser has painted the prerendered HTML,
 * so a slow phone shows the page (in the fallback faces) before it downloads the fonts and
 * downloads, parses and runs the app, which then hydrates what is already on screen.
 * A hidden tab does not paint; it starts at once.
 */
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  var fonts = self && self.getAttribute('data-fonts');
  if (!main) return;
  function start() {
    if (fonts) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = fonts;
      document.head.appendChild(sheet);
    }
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
