/* global document, requestAnimationFrame */
/**
 * The shell page's one script tag (shared/build/index.ts emits it hashed in place of main.js): it
 * adds main.js once the browser has painted the prerendered HTML, so a slow phone shows the page
 * before it downloads, parses and runs the app, which then hydrates what is already on screen.
 * A hidden tab does not paint; it starts at once.
 */
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  function start() {
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
