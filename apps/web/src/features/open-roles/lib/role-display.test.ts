import { describe, expect, it } from 'vitest';
import { applyHref, dayText, placeText, salaryText } from './role-display';

describe('how a role reads', () => {
  it('states the pay as a range in its currency and period', () => {
    expect(
      salaryText({
        salaryMin: 38000,
        salaryMax: 44000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
      }),
    ).toBe('€38,000–€44,000 per year');
    expect(
      salaryText({ salaryMin: 25, salaryMax: 25, salaryCurrency: 'USD', salaryPeriod: 'hour' }),
    ).toBe('$25 per hour');
    expect(
      salaryText({ salaryMin: 0, salaryMax: 0, salaryCurrency: 'USD', salaryPeriod: 'month' }),
    ).toBe('Unpaid');
  });

  it('says where: a place, or the countries a remote hire may live in', () => {
    const countries = [
      { code: 'DE', name: 'Germany', flagEmoji: '' },
      { code: 'FR', name: 'France', flagEmoji: '' },
    ];
    expect(
      placeText({ workplace: 'hybrid', location: 'Berlin', remoteCountries: [] }, countries),
    ).toBe('Hybrid · Berlin');
    expect(
      placeText({ workplace: 'remote', location: null, remoteCountries: ['DE', 'FR'] }, countries),
    ).toBe('Remote · Germany, France');
    // The location given for a remote role is shown too, not only saved.
    expect(
      placeText(
        { workplace: 'remote', location: 'CET working hours', remoteCountries: ['DE'] },
        countries,
      ),
    ).toBe('Remote · Germany · CET working hours');
    expect(
      placeText({ workplace: 'remote', location: 'Anywhere', remoteCountries: [] }, countries),
    ).toBe('Remote · Anywhere');
  });

  it('applies by the link, or by a new email titled with the role', () => {
    expect(applyHref({ applyUrl: 'https://x.org/a', applyEmail: null, title: 'T' })).toBe(
      'https://x.org/a',
    );
    expect(applyHref({ applyUrl: null, applyEmail: 'jobs@x.org', title: 'Data & Ops' })).toBe(
      'mailto:jobs@x.org?subject=Data%20%26%20Ops',
    );
    expect(dayText('2027-01-31')).toBe('31 January 2027');
  });
});
