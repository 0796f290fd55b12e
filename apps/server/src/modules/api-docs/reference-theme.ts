/**
 * Swagger UI's own colours put white text on light method badges and pale grey on white,
 * below WCAG AA's 4.5:1. The same hues, darkened until they reach it.
 */
export const referenceStylesheet = {
  filename: 'contrast.css',
  content: `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0b5cad; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a7447; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a4a00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3202a; }
.swagger-ui .info .title small { background: #565c6b; }
.swagger-ui .info .title small.version-stamp { background: #40650a; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1457a8; }
.swagger-ui .btn.authorize { color: #1a7447; border-color: #1a7447; }
.swagger-ui .btn.authorize svg { color: #1a7447; }
.swagger-ui .btn.try-out__btn, .swagger-ui .btn.cancel { color: #b3202a; border-color: #b3202a; }
.swagger-ui .btn.execute { background-color: #1457a8; border-color: #1457a8; }
.swagger-ui .download-contents { background: #565c6b; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #565c6b; }
`,
};

/**
 * The boxes Swagger UI scrolls (example bodies, the answer of a call) cannot be reached with
 * the keyboard. A script of our origin, as the Content-Security-Policy wants, lets each one
 * take the focus.
 */
export const referenceScript = {
  filename: 'keyboard-access.js',
  content: `
const reference = document.getElementById('swagger-ui');
const makeFocusable = () => {
  for (const box of reference.querySelectorAll('.microlight:not([tabindex])')) {
    box.setAttribute('tabindex', '0');
  }
};
new MutationObserver(makeFocusable).observe(reference, { childList: true, subtree: true });
`,
};
