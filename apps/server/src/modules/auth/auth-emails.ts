import type { MailMessage } from '../../lib/mail/mailer.js';
import { escapeHtml } from '../../lib/html-escape.js';
import { emailLayout } from '../../lib/mail/email-layout.js';

export function verificationEmail(to: string, url: string, productName: string): MailMessage {
  return {
    to,
    subject: `Verify your email for ${productName} Profiles`,
    ...emailLayout(
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
    ...emailLayout(
      productName,
      'We received a request to reset the password of your account.',
      'Choose a new password',
      url,
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ),
  };
}

/**
 * The step-up code: no link, since it must be typed in the browser that asked for it (a link
 * would open wherever the mail is read).
 */
export function stepUpCodeEmail(to: string, code: string, productName: string): MailMessage {
  const brand = `${productName} Profiles`;
  const intro =
    'Someone signed in to your account from a new browser with your password while others were trying to guess it. To let that browser in, enter this code on the page that asked for it:';
  const outro =
    'The code works for 10 minutes. If this was not you, your password is known to someone else: reset it now, from the "Forgot password?" link of the login page.';
  return {
    to,
    subject: `Your ${brand} sign-in code: ${code}`,
    text: `${intro}\n\n${code}\n\n${outro}\n\n${brand}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(outro)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(brand)}</p></body></html>`,
  };
}

/**
 * What a sign-up with an address that already has an account sends instead of an error: the
 * answer to the sign-up is the same as for a new address, and only the address's owner
 * learns, here, that it was already registered.
 */
export function existingAccountEmail(
  to: string,
  loginUrl: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `Your ${productName} Profiles account`,
    ...emailLayout(
      productName,
      [
        'Someone, hopefully you, tried to create an account with this email address, which already has one.',
        'If it was you, log in instead. If you do not remember your password, use "Forgot password?" on the login page to choose a new one.',
      ],
      'Log in',
      loginUrl,
      'If it was not you, you can ignore this message: nothing about your account has changed.',
    ),
  };
}
