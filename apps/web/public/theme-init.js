/* global window, document */
// Applies the remembered theme (or the system preference) before the first paint. It is a
// separate file because the Content-Security-Policy forbids inline scripts.
;(function () {
  var theme = null
  try {
    theme = localStorage.getItem('theme')
  } catch {
    // storage blocked: fall back to the system preference
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
})()
