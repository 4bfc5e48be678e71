import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

/**
 * Renders a component as the app does, inside Mantine's provider, for a component test (a file
 * that starts with `// @vitest-environment happy-dom`). Mantine reads `matchMedia`
 * for the colour scheme: a stub that matches nothing stands in.
 */
export function renderWithMantine(ui: ReactElement) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/** The test DOM lays nothing out: gives an element the place on the page a test needs. */
export function placeElement(
  element: HTMLElement,
  rect: { x: number; y: number; width: number; height: number },
) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect(rect));
}
