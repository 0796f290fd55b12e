import type { MailMessage } from '../../lib/mailer.js';
import { escapeHtml } from '../seo/html-head.js';

function layout(productName: string, intro: string, action: string, url: string, outro: string) {
  const brand = `${productName} Profiles`;
  return {
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n${brand}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(outro)}<br>${escapeHtml(url)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(brand)}</p></body></html>`,
  };
}

export function verificationEmail(to: string, url: string, productName: string): MailMessage {
  return {
    to,
    subject: `Verify your email for ${productName} Profiles`,
    ...layout(
      productName,
      `Welcome to ${productName} Profiles! Please confirm that this is your email address.`,
      'Verify email',
      url,
      'The link is valid for 24 hours. If you did not sign up, you can ignore this message.',
    ),
  };
}

export function passwordResetEmail(to: string, url: string, productName: string): MailMessage {
  return {
    to,
    subject: `Reset your ${productName} Profiles password`,
    ...layout(
      productName,
      'We received a request to reset the password of your account.',
      'Choose a new password',
      url,
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ),
  };
}
