import { describe, expect, it } from 'vitest';
import { keptAnswers } from '../../domain/kept-answers';

describe('keptAnswers', () => {
  it('computes a key once, an undefined answer too, and forgets every answer at once past its limit', () => {
    const asked: string[] = [];
    const answer = keptAnswers(2, (key: string) => {
      asked.push(key);
      return key === 'none' ? undefined : key.toUpperCase();
    });
    expect([answer('a'), answer('a'), answer('none'), answer('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(asked).toEqual(['a', 'none']);
    // a third key: the two kept are forgotten, the third kept
    expect(answer('b')).toBe('B');
    expect([answer('b'), answer('a')]).toEqual(['B', 'A']);
    expect(asked).toEqual(['a', 'none', 'b', 'a']);
  });
});
