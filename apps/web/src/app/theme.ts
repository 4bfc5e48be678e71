import {
  Combobox,
  DEFAULT_THEME,
  Menu,
  Modal,
  Notification,
  PasswordInput,
  createTheme,
  darken,
  isLightColor,
  luminance,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2 AA for text of normal size. */
export const MIN_TEXT_CONTRAST = 4.5;
// Aimed a little above the threshold: browsers and checkers round colours differently.
const TARGET_CONTRAST = 4.6;

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour itself when text of it reads on `background`, else the colour darkened just enough. */
function readableOn(color: string, background: string): string {
  let readable = color;
  for (let amount = 0.05; contrastRatio(readable, background) < TARGET_CONTRAST; amount += 0.05) {
    readable = darken(color, amount);
  }
  return readable;
}

/**
 * Colours of one palette that pass WCAG AA wherever Mantine uses them: filled buttons and
 * badges (white text, or black on the light palettes, as `autoContrast` decides), coloured
 * text on white, and light variants (the dark shade on the pale background, also on hover).
 */
export function accessiblePaletteVariables(theme: MantineTheme, name: string): Record<string, string> {
  const shades = theme.colors[name]!;
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const base = shades[shade];
  // `autoContrast` puts black text on a light shade; white text gets a darker shade if needed.
  const filled = isLightColor(base, theme.luminanceThreshold) ? base : readableOn(base, theme.white);
  const text =
    contrastRatio(filled, theme.white) >= TARGET_CONTRAST ? filled : readableOn(shades[9], theme.white);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-light-color`]: readableOn(shades[9], shades[2]),
  };
}

/** Grey of secondary text (`c="dimmed"`, descriptions, placeholders): readable on white and on grey 1. */
export const dimmedColor = (theme: MantineTheme) => readableOn(theme.colors.gray[6], theme.colors.gray[1]);

export const theme = createTheme({
  primaryColor: 'blue',
  // A darker blue than Mantine's default (6): white text on it reads at 5:1.
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'md',
  respectReducedMotion: true,
  components: {
    // Mantine's default labels are English; the app speaks French.
    // (Plain objects where Mantine's typed `extend` does not list the attribute.)
    CloseButton: { defaultProps: { 'aria-label': 'Fermer' } },
    InputClearButton: { defaultProps: { 'aria-label': 'Effacer' } },
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Fermer' },
        // No transform left on the dialog, so that a list of choices inside it (fixed below) is
        // placed against the window, not cut by the dialog's edge.
        transitionProps: { transition: 'fade', duration: 200 },
      },
    }),
    // A dialog's title bar is not the page's banner (a <header> would be one more banner landmark).
    ModalHeader: { defaultProps: { component: 'div' } },
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Fermer la notification' } },
    }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Afficher le mot de passe' } },
    }),
    // Lists of choices stay in the page beside their field, inside its landmark or dialog, and
    // are placed against the window so that a dialog's scrolling edge does not cut them.
    Combobox: Combobox.extend({ defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } }),
    // Opening a menu focuses its first item (WAI-ARIA menu pattern) rather than a placeholder
    // element, which a menu may not contain.
    Menu: Menu.extend({ defaultProps: { withinPortal: false, withInitialFocusPlaceholder: false } }),
  },
});

/** Mantine's CSS variables, with every text colour at WCAG AA contrast in the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const light: Record<string, string> = {};
  for (const name of Object.keys(resolvedTheme.colors)) {
    Object.assign(light, accessiblePaletteVariables(resolvedTheme, name));
  }
  const dimmed = dimmedColor(resolvedTheme);
  Object.assign(light, {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-error': light['--mantine-color-red-text']!,
    '--mantine-color-anchor': light[`--mantine-color-${resolvedTheme.primaryColor}-text`]!,
  });
  return { variables: {}, light, dark: {} };
};

/** The theme as Mantine resolves it (defaults filled in), for tests. */
export const resolvedTheme = (): MantineTheme => mergeMantineTheme(DEFAULT_THEME, theme);
