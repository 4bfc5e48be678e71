import { useRef, type ComponentPropsWithRef } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';

const SCROLL_BOX_STYLE = {
  overflow: 'auto',
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 8,
} as const;

/**
 * The virtualizer of a long list of fixed-height rows and the ref of the box that scrolls them:
 * only the rows in view (and `overscan` more on each side) are drawn.
 */
export function useFixedRowsVirtualizer({
  count,
  rowHeight,
  overscan,
}: {
  count: number;
  rowHeight: number;
  overscan: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  return { scrollRef, virtualizer };
}

/** The bordered box, with its own scroll bar, that holds a virtualized list or table. */
export function VirtualScrollBox(
  props: Omit<BoxProps, 'style'> & Omit<ComponentPropsWithRef<'div'>, 'style' | keyof BoxProps>,
) {
  return <Box {...props} style={SCROLL_BOX_STYLE} />;
}
