import { describe, expect, it } from 'vitest';
import { parseThemeColor } from '@mantine/core';
import { MIN_TEXT_CONTRAST, contrastRatio, cssVariablesResolver, resolvedTheme } from './theme.ts';

const theme = resolvedTheme();
const light: Record<string, string> = cssVariablesResolver(theme).light;
const variable = (name: string) => {
  const value = light[name];
  if (value === undefined) {
    throw new Error(`${name} is not set`);
  }
  return value;
};

describe('theme colours (WCAG AA, light scheme)', () => {
  it('makes the primary blue darker than Mantine default, with white text at 5:1', () => {
    expect(variable('--mantine-color-blue-filled')).toBe(theme.colors.blue[8]);
    expect(contrastRatio(variable('--mantine-color-blue-filled'), theme.white)).toBeGreaterThan(5);
    expect(contrastRatio(theme.colors.blue[6], theme.white)).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it.each(Object.keys(theme.colors))('%s: filled, text, outline and light variants are readable', (name) => {
    // The text colour Mantine puts on a filled variant with autoContrast.
    const onFilled = parseThemeColor({ color: name, theme }).isLight ? theme.black : theme.white;
    expect(contrastRatio(onFilled, variable(`--mantine-color-${name}-filled`))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(onFilled, variable(`--mantine-color-${name}-filled-hover`))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    for (const textVariable of ['text', 'outline']) {
      expect(
        contrastRatio(variable(`--mantine-color-${name}-${textVariable}`), theme.white),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    // Light variants: Mantine's pale backgrounds (shade 1, shade 2 on hover).
    for (const background of [theme.colors[name]![1], theme.colors[name]![2]]) {
      expect(
        contrastRatio(variable(`--mantine-color-${name}-light-color`), background),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('darkens the dimmed grey (3.3:1 by default) for white and light grey backgrounds', () => {
    expect(contrastRatio(theme.colors.gray[6], theme.white)).toBeLessThan(MIN_TEXT_CONTRAST);
    for (const background of [theme.white, theme.colors.gray[0], theme.colors.gray[1]]) {
      expect(contrastRatio(variable('--mantine-color-dimmed'), background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(variable('--mantine-color-placeholder'), background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    expect(contrastRatio(variable('--mantine-color-error'), theme.white)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
