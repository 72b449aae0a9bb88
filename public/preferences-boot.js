/* global window, document */
/* eslint @typescript-eslint/no-unused-vars: ["error", { "caughtErrors": "none" }] -- ES5 has no catch without a binding */
(function () {
  'use strict';
  var THEMES = ['light', 'dark', 'system'];
  var FONTS = ['inter', 'manrope', 'system'];
  var BACKGROUND = { light: '#fafafa', dark: '#121212' };

  function read(key, allowed, fallback) {
    try {
      var value = window.localStorage.getItem(key);
      return allowed.indexOf(value) === -1 ? fallback : value;
    } catch (e) {
      return fallback;
    }
  }

  function prefersDark() {
    try {
      return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
    } catch (e) {
      return false;
    }
  }

  try {
    var theme = read('vite-ui-theme', THEMES, 'system');
    var font = read('font', FONTS, 'inter');
    var mode = theme === 'system' ? (prefersDark() ? 'dark' : 'light') : theme;
    var root = document.documentElement;
    root.setAttribute('data-theme', mode);
    root.setAttribute('data-font', font);
    root.style.colorScheme = mode;
    root.style.backgroundColor = BACKGROUND[mode];
  } catch (e) {
    // A failure here must never stop the app from starting; it applies the same settings itself.
  }
})();
