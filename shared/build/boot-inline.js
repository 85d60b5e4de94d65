/* global window, document, HTMLButtonElement, HTMLDialogElement, FontFace, __BOOT_CONTRACT__ */
/**
 * The shell page's one inline script (shared/build/paint-first.ts writes it, minified, at the end
 * of the body, with BOOT_CONTRACT from shared/src/config/runtime.ts for `__BOOT_CONTRACT__`; its
 * tag names the boot script, `data-boot`, and the app, `data-main`). It holds only what cannot
 * wait for a file (ARCHITECTURE.md, "The app boots when first needed"):
 * - the dialogs' commands where the engine lacks them, so the menu opens on the first tap;
 * - the web fonts this tab has fetched already, set before the page's first layout;
 * - the boot script's loading: a second after the page has loaded, or at once when the visitor
 *   acts or scrolls first. What the visitor did before it came is kept for it
 *   (`contract.earlyEventsGlobal`), which answers it as if it had been there.
 * The boot script was inline too: 2 KB of every page's compressed HTML, which with the rest no
 * longer fitted a phone's first round trip; a request for it before the largest paint would cost
 * one (so it starts after the load, as the fonts do).
 */
(function (contract) {
  // Dialogs open from the HTML by Invoker Commands (`command`/`commandfor`: shared/src/ui/Dialog.tsx).
  // An engine without them (Safari before 26.2, Chromium before 135) gets them here, before any
  // action, whether the app boots or not. Its buttons' popover targets (the path without script)
  // are then cancelled: the dialog opens modal, as where the command is known. (Their closing on
  // an outside click, `closedby`, can wait for the boot script: the cross and Escape close them.)
  if (!('command' in HTMLButtonElement.prototype))
    document.addEventListener('click', function (event) {
      var target = /** @type {Element} */ (event.target);
      var button = target && target.closest ? target.closest('button[commandfor]') : null;
      var dialog = button && document.getElementById(button.getAttribute('commandfor') || '');
      if (!button || !(dialog instanceof HTMLDialogElement)) return;
      var command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
      else return;
      event.preventDefault();
    });
  var self = document.currentScript;
  var bootFile = self && self.getAttribute('data-boot');
  var main = self && self.getAttribute('data-main');
  if (!bootFile || !main) return;

  // The web fonts this tab has fetched (the boot script notes their faces once all have come):
  // set as the page is parsed, before its first layout, with `optional`, so a slow cache leaves
  // the fallback faces rather than laying the page out again while it is read. A script's face
  // (Devanagari, Gurmukhi) only on its language's pages.
  var pageLanguage = (document.documentElement.getAttribute('lang') || '').split('-')[0];
  try {
    var noted = JSON.parse(sessionStorage.getItem(contract.webFontsKey) || '[]');
    if (typeof FontFace === 'function' && document.fonts && Array.isArray(noted))
      noted.forEach(
        function (
          /** @type {{ family: string, source: string, descriptors: FontFaceDescriptors, lang?: string }} */ font,
        ) {
          if (font.lang && font.lang !== pageLanguage) return;
          var descriptors = Object.assign({}, font.descriptors, { display: 'optional' });
          var face = new FontFace(font.family, font.source, descriptors);
          document.fonts.add(face);
          face.load().catch(function () {
            // Not in the cache after all, or failed: the fallback face stays.
          });
        },
      );
  } catch {
    // Nothing noted that can be read, or storage refused: the fallback faces stay.
  }

  /** @type {Event[]} */
  var events = [];
  var kept = [
    [window, 'pointerdown'],
    [window, 'keydown'],
    [window, 'touchstart'],
    [window, 'wheel'],
    [window, 'pointermove'],
    [window, 'scroll'],
    [document, 'click'],
    [document, 'mouseout'],
  ];
  var loading = false;

  function load() {
    if (loading) return;
    loading = true;
    var script = document.createElement('script');
    script.src = /** @type {string} */ (bootFile);
    script.setAttribute('data-main', /** @type {string} */ (main));
    // Not had (a network's hiccup): the visitor's next action asks for it again.
    script.onerror = function () {
      script.remove();
      loading = false;
    };
    document.head.appendChild(script);
  }

  function keep(/** @type {Event} */ event) {
    // A scroll asks for nothing of the boot script but to come (a part may near the screen).
    if (event.type !== 'scroll') events.push(event);
    load();
  }

  kept.forEach(function (pair) {
    pair[0].addEventListener(pair[1], keep, { capture: true, passive: true });
  });
  window[contract.earlyEventsGlobal] = {
    events: events,
    // The boot script takes over: it listens from then on, and answers what is kept.
    stop: function () {
      kept.forEach(function (pair) {
        pair[0].removeEventListener(pair[1], keep, { capture: true });
      });
    },
  };

  // A hidden tab paints nothing and is not being read: its fonts and parts can come at once.
  // Otherwise a second after the load: a page's largest paint may come after its load (a picture
  // decoded, a script's text laid out), and a request that ends before it is one more round trip
  // before the LCP in Lighthouse's phone profile (on `/pa/feeds` the boot script fetched a frame
  // after the load put it at 1.78x the static page's).
  if (document.visibilityState === 'hidden') load();
  else
    window.addEventListener(
      'load',
      function () {
        window.setTimeout(load, 1000);
      },
      { once: true },
    );
})(__BOOT_CONTRACT__);
