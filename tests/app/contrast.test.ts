import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, parseColor, readableText } from '~/routes/_index/contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // white on the pale banner colours of the seed: far below 4.5
    expect(contrastRatio('#ffffff', '#fde68a')).toBeLessThan(1.5);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(29, 79, 145)')).toBeGreaterThan(4.5);
  });

  it('reads hex and rgb() colours', () => {
    expect(parseColor('#1d4f91')).toEqual([29, 79, 145]);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3]);
    expect(parseColor('tomato')).toBeNull();
  });

  it('picks dark text on pale backgrounds and white on dark ones, at 4.5:1 or more', () => {
    for (const bg of ['#fde68a', '#bfdbfe', '#fecaca', '#1d4f91', '#c8102e', '#777777']) {
      const text = readableText(bg);
      expect(contrastRatio(text, bg), bg).toBeGreaterThanOrEqual(4.5);
    }
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 51) {
          const bg = `#${hex(r)}${hex(g)}${hex(b)}`;
          expect(contrastRatio(readableText(bg), bg), bg).toBeGreaterThanOrEqual(4.5);
        }
    expect(readableText('#fde68a')).toBe(DARK_TEXT);
    expect(readableText('#1d4f91')).toBe(LIGHT_TEXT);
  });
});
