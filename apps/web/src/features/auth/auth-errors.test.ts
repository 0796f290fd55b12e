import { apiMessages, authMessages, moderationMessages } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/api-client';
import { authErrorInfo, authErrorMessage } from './auth-errors';

describe('authErrorInfo', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 'signup', authMessages.emailAlreadyInUse],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'signup', authMessages.emailAlreadyInUse],
    ['INVALID_EMAIL_OR_PASSWORD', 'login', authMessages.invalidCredential],
    ['USER_NOT_FOUND', 'login', authMessages.userNotFound],
    ['INVALID_PASSWORD', 'login', authMessages.wrongPasswordLogin],
    ['INVALID_PASSWORD', 'other', authMessages.wrongPassword],
    ['CREDENTIAL_ACCOUNT_NOT_FOUND', 'login', authMessages.differentCredential],
    ['SOCIAL_ACCOUNT_ALREADY_LINKED', 'social', authMessages.credentialInUse],
    ['PROVIDER_NOT_FOUND', 'social', authMessages.methodUnavailable],
    ['INVALID_EMAIL', 'signup', authMessages.invalidEmail],
    ['PASSWORD_TOO_SHORT', 'signup', authMessages.weakPassword],
    ['PASSWORD_TOO_COMMON', 'signup', authMessages.weakPassword],
    ['TOO_MANY_REQUESTS', 'login', authMessages.tooManyRequests],
    ['SERVICE_BUSY', 'login', apiMessages.busy],
    ['USER_DISABLED', 'login', authMessages.userDisabled],
    ['ACCOUNT_DISABLED', 'login', moderationMessages.accountDisabled],
  ] as const)('maps %s (%s) to the product text', (code, action, message) => {
    expect(authErrorInfo({ code, message: 'library words', status: 400 }, action).message).toBe(
      message,
    );
  });

  it.each([
    ['account_not_linked', undefined, authMessages.socialEmailInUse],
    ['oauth_provider_not_found', undefined, authMessages.methodUnavailable],
    ['access_denied', 'github', authMessages.githubCancelled],
    ['access_denied', 'google', authMessages.popupCancelled],
    ['invalid_client', 'github', authMessages.githubMisconfigured],
    ['invalid_client', 'google', authMessages.methodUnavailable],
    ['state_not_found', undefined, authMessages.popupCancelled],
    ['account_already_linked_to_different_user', 'google', authMessages.credentialInUse],
    ['unverified_provider_email', 'google', authMessages.providerEmailUnverified('Google')],
    ['unverified_provider_email', 'github', authMessages.providerEmailUnverified('GitHub')],
    ['ACCOUNT_DISABLED', 'google', moderationMessages.accountDisabled],
  ] as const)('maps the OAuth callback error %s (%s)', (code, provider, message) => {
    expect(authErrorInfo({ code }, 'social', provider).message).toBe(message);
  });

  it('offers the password links only for an address already in use elsewhere', () => {
    expect(authErrorInfo({ code: 'USER_ALREADY_EXISTS' }, 'signup').offerPasswordLinks).toBe(true);
    expect(authErrorInfo({ code: 'CREDENTIAL_ACCOUNT_NOT_FOUND' }).offerPasswordLinks).toBe(true);
    expect(authErrorInfo({ code: 'account_not_linked' }, 'social').offerPasswordLinks).toBe(true);
    expect(authErrorInfo({ code: 'INVALID_EMAIL_OR_PASSWORD' }, 'login').offerPasswordLinks).toBe(
      false,
    );
    expect(authErrorInfo({ status: 429 }).offerPasswordLinks).toBe(false);
  });

  it('reports a social provider the server does not offer as unavailable', () => {
    expect(authErrorMessage({ status: 404, message: 'Not Found' }, 'social')).toBe(
      authMessages.methodUnavailable,
    );
  });

  it('reads a rate limit from the status alone', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' })).toBe(
      authMessages.tooManyRequests,
    );
  });

  it('names network failures', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(authMessages.network);
    expect(authErrorMessage(new NetworkError())).toBe(authMessages.network);
  });

  it("keeps a product text the server already chose, and a refusal's own words", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: authMessages.weakPassword })).toBe(
      authMessages.weakPassword,
    );
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Invalid token', status: 400 })).toBe(
      'Invalid token',
    );
  });

  it('falls back to the general text when the server failed', () => {
    expect(authErrorMessage({ status: 500, message: 'boom' })).toBe(apiMessages.internal);
    expect(authErrorMessage(undefined)).toBe(apiMessages.internal);
  });
});
