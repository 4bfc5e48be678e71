import { Button } from '@mantine/core';

/**
 * A CSV export: a link the browser downloads itself (the server streams the file, so a large one
 * never sits in the page's memory), styled as a button.
 */
export function CsvDownloadButton({ href, label }: { href: string; label: string }) {
  return (
    <Button component="a" href={href} download variant="light" size="sm">
      {label}
    </Button>
  );
}
