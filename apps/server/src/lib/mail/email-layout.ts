import { escapeHtml } from '../html-escape.js';

/**
 * The product's one mail layout: paragraphs, one button to act, and a footnote with the link
 * spelled out (some clients show no buttons). Plain text and HTML say the same.
 */
export function emailLayout(
  productName: string,
  intro: string | readonly string[],
  action: string,
  url: string,
  outro: string,
) {
  const brand = `${productName} Profiles`;
  const paragraphs = typeof intro === 'string' ? [intro] : intro;
  return {
    text: `${paragraphs.join('\n\n')}\n\n${action}: ${url}\n\n${outro}\n\n${brand}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(outro)}<br>${escapeHtml(url)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(brand)}</p></body></html>`,
  };
}
