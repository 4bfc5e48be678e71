/**
 * Saves text or bytes as a file the browser downloads: a link to an object URL, clicked, and the
 * bytes released a moment after the download has started.
 */
export function downloadFile(
  fileName: string,
  content: Blob | string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
