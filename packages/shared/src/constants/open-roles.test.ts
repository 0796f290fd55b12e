import { describe, expect, it } from 'vitest';
import { OPEN_ROLE_DESCRIPTION_MAX, OPEN_ROLE_DESCRIPTION_MAX_TEXT } from './open-roles.js';

describe('the description limit as people read it', () => {
  it('is grouped as English writes it', () => {
    expect(OPEN_ROLE_DESCRIPTION_MAX_TEXT).toBe(OPEN_ROLE_DESCRIPTION_MAX.toLocaleString('en'));
  });
});
