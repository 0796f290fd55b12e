/*
 * Every user-facing text of the screens, verbatim. Components and the server's
 * error handler read them from here so a wording can never drift between the two. Each screen's
 * texts are a module of their own: a page's code then carries only the texts it shows, where
 * one module would bring every screen's texts to the first page a visitor opens.
 */
export * from './messages/not-found.js';
export * from './messages/error-boundary.js';
export * from './messages/discovery.js';
export * from './messages/organization.js';
export * from './messages/organization-form.js';
export * from './messages/image.js';
export * from './messages/payment.js';
export * from './messages/data.js';
export * from './messages/newsletter.js';
export * from './messages/faq.js';
export * from './messages/network.js';
export * from './messages/api.js';
export * from './messages/proof-of-work.js';
