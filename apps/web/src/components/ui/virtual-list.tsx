import { useEffect, type ReactNode } from 'react';
import { Box, Group } from '@mantine/core';
import { useFixedRowsVirtualizer, VirtualScrollBox } from './virtual-scroll.tsx';

interface VirtualListProps<Item> {
  items: readonly Item[];
  /** Every row's height in pixels: the rows are drawn at fixed offsets. */
  rowHeight: number;
  /** Rows drawn beyond the view on each side, so that a quick scroll shows no blank. */
  overscan: number;
  label: string;
  testId: string;
  /** The list itself takes the focus (its rows have no link to start from). */
  isFocusable?: boolean;
  keyOf: (item: Item) => number;
  rowLabelOf?: (item: Item) => string;
  /** The row's text (left) and its buttons (right). */
  renderRow: (item: Item) => { content: ReactNode; actions: ReactNode };
  /** Called when the rows in view come within `nearEndCount` rows of the last one loaded. */
  onNearEnd?: () => void;
  nearEndCount?: number;
}

/**
 * A long list in one scrolling box of 600 pixels that renders only the rows in view (the recent
 * missions above 50, the clients' high-performance mode), each row its text and its buttons.
 */
export function VirtualList<Item>({
  items,
  rowHeight,
  overscan,
  label,
  testId,
  isFocusable = false,
  keyOf,
  rowLabelOf,
  renderRow,
  onNearEnd,
  nearEndCount = 0,
}: VirtualListProps<Item>) {
  const { scrollRef, virtualizer } = useFixedRowsVirtualizer({ count: items.length, rowHeight, overscan });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (onNearEnd && lastIndex >= items.length - nearEndCount) {
      onNearEnd();
    }
  }, [lastIndex, items.length, nearEndCount, onNearEnd]);

  return (
    <VirtualScrollBox
      ref={scrollRef}
      h={600}
      role="list"
      aria-label={label}
      data-testid={testId}
      tabIndex={isFocusable ? 0 : undefined}
    >
      <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const item = items[row.index]!;
          const { content, actions } = renderRow(item);
          return (
            <Group
              key={keyOf(item)}
              role="listitem"
              aria-label={rowLabelOf?.(item)}
              justify="space-between"
              wrap="nowrap"
              px="md"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${row.start}px)`,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
              }}
            >
              <Box style={{ minWidth: 0 }}>{content}</Box>
              <Group gap={4} wrap="nowrap">
                {actions}
              </Group>
            </Group>
          );
        })}
      </Box>
    </VirtualScrollBox>
  );
}
