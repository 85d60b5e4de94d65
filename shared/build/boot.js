/* global window, document, HTMLDialogElement, IntersectionObserver, MutationObserver, __BOOT_CONTRACT__, __FIRST_ACTION_PARTS__ */
/**
 * The boot script: the shell page's inline script (shared/build/boot-inline.js) loads it once the
 * page has loaded (a second after), or as soon as the visitor acts (shared/build/paint-first.ts emits
 * it hashed, with BOOT_CONTRACT from shared/src/config/runtime.ts written in for
 * `__BOOT_CONTRACT__` and the part scripts' addresses for `__FIRST_ACTION_PARTS__`). The web
 * fonts' script (boot-fonts.js) is emitted in the same file, after it.
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
 */
(function (contract, firstActionParts) {
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
})(__BOOT_CONTRACT__, __FIRST_ACTION_PARTS__);
