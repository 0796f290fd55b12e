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
 * Two gaps of Swagger UI a script of our origin (as the Content-Security-Policy wants) closes:
 * the boxes it scrolls (example bodies, the answer of a call) cannot be reached with the
 * keyboard, so each one takes the focus; and the list of the document's servers has no name a
 * screen reader can say, so it is given one.
 */
export const referenceScript = {
  filename: 'keyboard-access.js',
  content: `
const reference = document.getElementById('swagger-ui');
const closeGaps = () => {
  for (const box of reference.querySelectorAll('.microlight:not([tabindex])')) {
    box.setAttribute('tabindex', '0');
  }
  for (const servers of reference.querySelectorAll('select#servers:not([aria-label])')) {
    servers.setAttribute('aria-label', 'Server');
  }
};
new MutationObserver(closeGaps).observe(reference, { childList: true, subtree: true });
`,
};
