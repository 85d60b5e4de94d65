/* global window, document, requestAnimationFrame, FontFace, __BOOT_CONTRACT__, __WEB_FONTS__ */
/**
 * The web fonts' part of the boot script: shared/build/paint-first.ts emits it in the same file as
 * boot.js, after it, with the contract's `webFontsKey` and `pageChangeEvent` written in for
 * `__BOOT_CONTRACT__` and the faces split from the fonts' stylesheet for `__WEB_FONTS__`. The
 * fonts are fetched after the page has loaded and set with the next page the app shows (a page
 * being read is never laid out again for its fonts), and noted for the inline script
 * (boot-inline.js), which sets them on the tab's later pages before their first layout.
 */
(function (contract, webFonts) {
  // Only where the boot script runs (its script element names the app's code), as boot.js.
  var self = document.currentScript;
  if (!self || !self.getAttribute('data-main')) return;
  var root = document.documentElement;

  // The web fonts (ARCHITECTURE.md, "Server rendering", its fonts paragraph). Setting them lays
  // out the page again, a long task on a phone's CPU (the largest Lighthouse still counted on
  // `/`), so a page never changes its fonts while it is being read:
  // - a tab that has the files (this script fetched them on an earlier page and noted their faces
  //   in `contract.webFontsKey`) has them set by the inline script before its first layout, or not
  //   at all on this page if they are slow to come from the cache (`display: optional`). Session
  //   storage, not local: its area is open already (boot.js's exit-intent key), while a first
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
})(__BOOT_CONTRACT__, __WEB_FONTS__);
