import { describe, expect, test } from 'vitest';
import { editDistance, isCloseName, normalizeName } from './possible-duplicate.ts';

describe('possible duplicates', () => {
  test('names are compared without case, punctuation or extra spaces, in either script', () => {
    expect(normalizeName('  Sita   TAMANG. ')).toBe('sita tamang');
    expect(normalizeName('सीता  तामाङ')).toBe('सीता तामाङ');
  });
  test('a typo or two is close; another person is not', () => {
    expect(editDistance('sita tamang', 'seeta tamang')).toBe(2);
    expect(isCloseName({ first: 'Seeta', last: 'Tamang' }, { first: 'Sita', last: 'Tamang' })).toBe(true);
    expect(isCloseName({ first: 'Sita', last: 'Rai' }, { first: 'sita', last: 'Tamang' })).toBe(true);
    expect(isCloseName({ first: 'Maya', last: 'Gurung' }, { first: 'Sita', last: 'Tamang' })).toBe(false);
    expect(isCloseName({ first: '', last: '' }, { first: 'Sita', last: 'Tamang' })).toBe(false);
  });
});
