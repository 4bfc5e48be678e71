/**
 * A received e-mail as a person reads it: quoted-printable lines joined and decoded, MIME
 * encoded-words of the headers (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded, in UTF-8.
 */
export function readableMail(raw: string): string {
  const headersDecoded = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
    );
  const decoded = headersDecoded
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
  return Buffer.from(decoded, 'latin1').toString('utf8');
}
