/**
 * Saves bytes the page holds (a CSV it wrote, a PDF the server answered) as a file named
 * `fileName`, through a temporary link; the bytes are released a moment after the download starts.
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
