/** User-facing text of the printable QR posters of promotions, promoters and registration sources. */
export const posterMessages = {
  link: 'Link',
  copy: 'Copy link',
  copied: 'Copied.',
  print: 'Print poster',
  scan: 'Scan to join',
  qrOf: (title: string) => `QR code of the link for ${title}`,
} as const;
