/* global window, document, HTMLDialogElement, requestAnimationFrame, IntersectionObserver, MutationObserver, FontFace, __BOOT_CONTRACT__, __WEB_FONTS__, __FIRST_ACTION_PARTS__ */
/**
 * The boot script: the shell page's inline script (shared/build/boot-inline.js) loads it once the
 * page has loaded (a second after), or as soon as the visitor acts (shared/build/paint-first.ts emits
 * it hashed, with BOOT_CONTRACT from shared/src/config/runtime.ts written in for
 * `__BOOT_CONTRACT__` and the web fonts' faces for `__WEB_FONTS__`).
 *
 * Every page works from its HTML alone (menu, FAQ, tabs, dialogs, forms: ARCHITECTURE.md, "Native
 * HTML first"), so the app is not booted on arrival but when it is first needed:
 * - the visitor acts: a tap, a click, a key, a mouse moving over the page (the exit-intent popup
 *   and the links' prefetch follow the pointer), but not a tap on a link, which leaves for its
 *   page (the template's speculation rules have fetched it on intent);
 * - a part that acts by itself (an autoplaying carousel, a map, a timed dialog), marked with
 *   `contract.needsScriptAttribute`, comes near the screen;
 * - on a device with no fine pointer, the exit-intent popup is due (`contract.touchExitIntentMs`
 *   after arrival, once per session); with a fine pointer, one leaving the top of the page is kept
 *   until the app can open the popup (`contract.exitIntentAttribute`);
 * - the visitor used the page before this script came (a slow network), or the app reloaded
 *   the page to recover from a remote's failed version: at once.
 * What the visitor did before this script came, the inline script kept
 * (`contract.earlyEventsGlobal`): it is answered here as if this script had seen it.
 * A button tapped before the app has hydrated (a tile, a tab) is pressed again for the visitor
 * once it has: the tap is answered, not lost. Buttons the browser itself handles (a dialog's
 * invoker, a form's submit) need no second press. A part that has a script of its own (a
 * carousel: `contract.firstActionAttribute`, shared/src/first-action/) is not a reason to boot:
 * a press in it loads that script alone, which answers it (ARCHITECTURE.md, "The first action").
 * The web fonts are fetched after the page has loaded and set with the next page the app shows
 * (a page being read is never laid out again for its fonts), and noted for the inline script,
 * which sets them on the tab's later pages before their first layout (below).
 */
(function (contract, webFonts, firstActionParts) {
  // A modal dialog closes on a click outside its box (`closedby="any"`: shared/src/ui/Dialog.tsx)
  // where the engine lacks `closedby` (Safari, Chromium before 134); its commands the inline
  // script has given it already (shared/build/boot-inline.js).
  var closedByKnown = 'closedBy' in HTMLDialogElement.prototype;
  function closeOnBackdrop(/** @type {MouseEvent} */ event) {
    // A click on a modal dialog's backdrop is a click on the dialog, outside its box.
    var dialog = /** @type {Element} */ (event.target);
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    if (dialog.getAttribute('closedby') !== 'any') return;
    var box = dialog.getBoundingClientRect();
    var inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  }
  if (!closedByKnown) document.addEventListener('click', closeOnBackdrop);

  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  var root = document.documentElement;
  var booted = false;
  /** @type {Element | null} */
  var pressedBeforeHydration = null;
  var triggers = ['pointerdown', 'keydown', 'touchstart', 'wheel'];

  /** @type {Record<string, 'loading' | 'loaded'>} */
  var partScripts = {};
  /** @type {HTMLElement[]} Buttons pressed while their part's script was coming. */
  var pressedBeforePart = [];

  /** The part with a script of its own that `target` is in, and that script's name. */
  function partOf(/** @type {Element | null | undefined} */ target) {
    var part =
      target && target.closest ? target.closest('[' + contract.firstActionAttribute + ']') : null;
    var name = part && part.getAttribute(contract.firstActionAttribute);
    return name && firstActionParts[name] ? name : null;
  }

  /**
   * Loads a part's script (once). A button pressed before it has come is pressed again once it
   * has (the script answers it); if it cannot be had, the app boots and answers the press.
   */
  function loadPart(/** @type {string} */ name, /** @type {HTMLElement | null} */ button) {
    if (partScripts[name] === 'loaded') return;
    if (button) pressedBeforePart.push(button);
    if (partScripts[name]) return;
    partScripts[name] = 'loading';
    var script = document.createElement('script');
    script.src = firstActionParts[name];
    script.onload = function () {
      partScripts[name] = 'loaded';
      var pressed = pressedBeforePart;
      pressedBeforePart = [];
      pressed.forEach(function (pressedButton) {
        if (pressedButton.isConnected) pressedButton.click();
      });
    };
    script.onerror = function () {
      delete partScripts[name];
      var pressed = pressedBeforePart.pop();
      pressedBeforePart = [];
      if (pressed) pressForApp(pressed);
      boot();
    };
    document.head.appendChild(script);
  }

  /**
   * A press the app is to answer: pressed again once it has hydrated, or at once if it has
   * already (the observer below has gone then). A part script failing with no press of its own
   * (another carousel nearing the screen) leaves the one kept as it is.
   */
  function pressForApp(/** @type {HTMLElement} */ button) {
    if (root.hasAttribute(contract.hydratedAttribute)) {
      if (button.isConnected) button.click();
    } else pressedBeforeHydration = button;
  }

  function boot(/** @type {Event | undefined} */ event) {
    if (booted) return;
    // A link's tap or Enter leaves for its page (or another tab): nothing here needs the app.
    var target = event && /** @type {Element} */ (event.target);
    if (target && target.closest && target.closest('a[href]')) return;
    // A press in a part with a script of its own needs that script, not the app.
    var part = partOf(target);
    if (part) {
      loadPart(part, null);
      return;
    }
    booted = true;
    triggers.forEach(function (type) {
      window.removeEventListener(type, boot, true);
    });
    window.removeEventListener('pointermove', onPointerMove, true);
    // What the app awaits as it starts, fetched beside main.js, not after it: the registry's
    // route table, which the page's embedded copy leaves out, and the page's data where the page
    // names it rather than holds it (shell early-fetch.ts).
    fetchEarly(contract.runtimeConfigPath, 'no-cache');
    var pageData = document.getElementById(contract.pageDataId);
    var pageDataSrc = pageData && pageData.getAttribute('data-src');
    if (pageDataSrc) fetchEarly(pageDataSrc, 'default');
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }

  /** Fetches an address's text for the app, kept by address (null when not had). */
  function fetchEarly(/** @type {string} */ url, /** @type {RequestCache} */ cache) {
    if (typeof fetch !== 'function') return;
    var kept = window[contract.earlyFetchesGlobal] || (window[contract.earlyFetchesGlobal] = {});
    kept[url] = fetch(url, { cache: cache, credentials: 'same-origin' })
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .catch(function () {
        return null;
      });
  }

  function onPointerMove(/** @type {PointerEvent} */ event) {
    if (event.pointerType === 'mouse') boot();
  }

  // The app sets `contract.hydratingAttribute` as it starts hydrating (React answers clicks from
  // then on) and `contract.hydratedAttribute` when it has; a button pressed before either is
  // pressed again after.
  function onClick(/** @type {Event} */ event) {
    if (
      root.hasAttribute(contract.hydratingAttribute) ||
      root.hasAttribute(contract.hydratedAttribute)
    )
      return;
    var target = /** @type {Element} */ (event.target);
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || button.hasAttribute('command') || button.hasAttribute('commandfor')) return;
    if (button.getAttribute('type') !== 'button') return;
    var part = partOf(button);
    if (part) {
      // Its script answers the press once loaded (it runs the part on this very click if it
      // has come already).
      loadPart(part, button);
      return;
    }
    pressedBeforeHydration = button;
    boot(event);
  }
  // The page's HTML inlines the rules of its first screen only (site-server/critical-css.mjs); its
  // stylesheets, whole, are linked in a `<noscript>` for the rest: fetched as this script starts
  // (a second after the page has loaded, or at the visitor's first action), each print-only
  // until all have come, then applied at once, so no rule applies out of its order. The rest of
  // the page is off screen by then (its bands are laid out only as they near it:
  // `content-visibility`), so this restyles what is on screen the same and moves nothing there.
  var laterCss = document.querySelector('noscript[' + contract.laterCssAttribute + ']');
  if (laterCss) {
    var holder = document.createElement('div');
    holder.innerHTML = laterCss.textContent || '';
    var laterLinks = Array.prototype.slice.call(holder.querySelectorAll('link[rel="stylesheet"]'));
    var pendingLinks = laterLinks.length;
    var settle = function () {
      pendingLinks -= 1;
      if (pendingLinks === 0)
        laterLinks.forEach(function (/** @type {HTMLLinkElement} */ link) {
          link.media = 'all';
        });
    };
    laterLinks.forEach(function (/** @type {HTMLLinkElement} */ link) {
      link.media = 'print';
      link.onload = settle;
      link.onerror = settle;
      document.head.appendChild(link);
    });
  }

  // What the visitor did before this script came (the inline script kept it): from here on this
  // script listens, and answers that below, once it is all set up.
  var early = window[contract.earlyEventsGlobal];
  if (early) early.stop();
  document.addEventListener('click', onClick, true);
  new MutationObserver(function (_records, observer) {
    if (!root.hasAttribute(contract.hydratedAttribute)) return;
    observer.disconnect();
    var button = pressedBeforeHydration;
    pressedBeforeHydration = null;
    if (button && button.isConnected) /** @type {HTMLElement} */ (button).click();
  }).observe(root, { attributes: true, attributeFilter: [contract.hydratedAttribute] });

  // A visitor who used the page before this script came (a slow network) has needed it already: a
  // dialog is open, or focus has left the body. (Not navigator.userActivation: the browser carries
  // it over from the page a link was tapped on.)
  var focused = document.activeElement;
  if (document.querySelector('dialog[open]') || (focused && focused !== document.body)) boot();
  triggers.forEach(function (type) {
    window.addEventListener(type, boot, { capture: true, passive: true });
  });
  window.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });

  // A part with a script of its own (a carousel) loads that script as it nears the screen, so a
  // tap on it is answered by code already there (the script runs the part on that tap, or at
  // once for a self-acting one: the events' autoplay); any other self-acting part (a map, a timed
  // dialog) boots the app.
  var nearing = document.querySelectorAll(
    '[' + contract.needsScriptAttribute + '], [' + contract.firstActionAttribute + ']',
  );
  if (nearing.length > 0) {
    if (typeof IntersectionObserver === 'function') {
      var near = new IntersectionObserver(
        function (entries) {
          entries.forEach(function (entry) {
            if (!entry.isIntersecting) return;
            near.unobserve(entry.target);
            var part = partOf(entry.target);
            if (part) loadPart(part, null);
            else if (entry.target.hasAttribute(contract.needsScriptAttribute)) boot();
          });
        },
        { rootMargin: '200px' },
      );
      nearing.forEach(function (element) {
        near.observe(element);
      });
    } else if (document.querySelector('[' + contract.needsScriptAttribute + ']')) boot();
  }

  /** @type {((event: MouseEvent) => void) | null} */
  var onExit = null;
  var shown = false;
  try {
    shown = sessionStorage.getItem(contract.exitIntentKey) === 'true';
    // The app reloaded the page to recover (a remote's version that failed here): boot at once.
    if (sessionStorage.getItem(contract.bootAtOnceKey)) {
      sessionStorage.removeItem(contract.bootAtOnceKey);
      boot();
    }
  } catch {
    // Storage refused (a private mode): the popup may show; the app decides.
  }
  if (!shown && !window.matchMedia('(pointer: fine)').matches)
    window.setTimeout(boot, Math.max(0, contract.touchExitIntentMs - window.performance.now()));
  else if (!shown) {
    // A pointer that leaves the top while the app is still coming (its first move boots it) is
    // kept for it: the app opens the exit-intent popup as it starts (shell use-exit-intent.ts).
    onExit = function (/** @type {MouseEvent} */ event) {
      if (event.relatedTarget || event.clientY > 0) return;
      document.removeEventListener('mouseout', /** @type {EventListener} */ (onExit));
      onExit = null;
      root.setAttribute(contract.exitIntentAttribute, '');
      boot();
    };
    document.addEventListener('mouseout', onExit);
  }

  if (early)
    early.events.forEach(function (/** @type {Event} */ event) {
      if (event.type === 'click') {
        if (!closedByKnown) closeOnBackdrop(/** @type {MouseEvent} */ (event));
        onClick(event);
      } else if (event.type === 'mouseout') {
        if (onExit) onExit(/** @type {MouseEvent} */ (event));
      } else if (event.type === 'pointermove') onPointerMove(/** @type {PointerEvent} */ (event));
      else boot(event);
    });

  // The web fonts (ARCHITECTURE.md, "Server rendering", its fonts paragraph). Setting them lays
  // out the page again, a long task on a phone's CPU (the largest Lighthouse still counted on
  // `/`), so a page never changes its fonts while it is being read:
  // - a tab that has the files (this script fetched them on an earlier page and noted their faces
  //   in `contract.webFontsKey`) has them set by the inline script before its first layout, or not
  //   at all on this page if they are slow to come from the cache (`display: optional`). Session
  //   storage, not local: its area is open already (the exit-intent key above), while a first
  //   read of local storage in Lighthouse's new profile made the boot script run 24 ms instead of
  //   10 on this machine (medians of six runs on /media), four times that on its simulated phone;
  // - otherwise the page keeps its metric-matched fallback faces (tokens.css). Once it has loaded
  //   and painted, the files are fetched into the cache for the next page, and set when the app
  //   shows another page (`contract.pageChangeEvent`, dispatched as it lays that page out);
  // - a hidden tab is not being read: its fonts are fetched and set at once.
  // The faces of Hindi's and Punjabi's scripts follow the same rule on their pages: named in the
  // stylesheet, they started with the page's text and held Lighthouse's LCP at 1.5-2.4x the static
  // page's (their files are 30-60 KB each) and moved it as they came (CLS 0.03).
  // A script's face (Devanagari, Gurmukhi) only on its language's pages; the Latin faces on all.
  var pageLanguage = (root.getAttribute('lang') || '').split('-')[0];
  /** @typedef {{ family: string, source: string, descriptors: FontFaceDescriptors, lang?: string }} Font */
  webFonts = webFonts.filter(function (/** @type {Font} */ font) {
    return !font.lang || font.lang === pageLanguage;
  });

  /** @returns {Font[]} The faces this tab has fetched, as noted. */
  function notedFonts() {
    try {
      var noted = JSON.parse(sessionStorage.getItem(contract.webFontsKey) || '[]');
      return Array.isArray(noted) ? noted : [];
    } catch {
      return [];
    }
  }

  function webFontFaces() {
    return webFonts.map(function (/** @type {Font} */ font) {
      return new FontFace(font.family, font.source, font.descriptors);
    });
  }

  /** @type {FontFace[] | null} The faces fetched after the load, once all have come. */
  var fetchedFaces = null;
  var setWhenFetched = false;

  function setFetchedFonts() {
    setWhenFetched = true;
    if (!fetchedFaces) return;
    fetchedFaces.forEach(function (face) {
      document.fonts.add(face);
    });
    fetchedFaces = [];
  }

  function fetchFonts() {
    /** @type {FontFace[]} */
    var loaded = [];
    var pending = webFontFaces().map(function (face) {
      return face.load().then(
        function () {
          loaded.push(face);
        },
        function () {
          // A face that failed leaves its text in the fallback face.
        },
      );
    });
    Promise.all(pending).then(function () {
      fetchedFaces = loaded;
      if (loaded.length === webFonts.length) {
        // This page's faces, and those of other languages' scripts fetched on earlier pages.
        var others = notedFonts().filter(function (font) {
          return font.lang && font.lang !== pageLanguage;
        });
        try {
          sessionStorage.setItem(contract.webFontsKey, JSON.stringify(webFonts.concat(others)));
        } catch {
          // Storage refused: the next page fetches them again, from the cache.
        }
      }
      if (setWhenFetched) setFetchedFonts();
    });
  }

  /** Whether the inline script has set this page's every face (from the cache) already. */
  function fontsSetAlready() {
    var noted = notedFonts().map(function (font) {
      return font.source;
    });
    return webFonts.every(function (/** @type {Font} */ font) {
      return noted.indexOf(font.source) >= 0;
    });
  }

  function afterPaint() {
    // A frame after the first paint is not enough: the first paint may be the page's ground
    // alone, and the files (65 KB) then shared a phone's bandwidth with its LCP picture.
    requestAnimationFrame(function () {
      window.setTimeout(fetchFonts, 0);
    });
  }

  if (typeof FontFace === 'function' && document.fonts && !fontsSetAlready()) {
    document.addEventListener(contract.pageChangeEvent, setFetchedFonts);
    if (document.visibilityState === 'hidden') {
      setWhenFetched = true;
      fetchFonts();
    } else if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  }
})(__BOOT_CONTRACT__, __WEB_FONTS__, __FIRST_ACTION_PARTS__);
