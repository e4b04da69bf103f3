/** User-facing text of the printable QR posters of promotions, promoters and registration sources. */
export const posterMessages = {
  link: 'Link',
  copy: 'Copy link',
  copied: 'Copied',
  linkCopied: 'The link is copied: paste it where you want to share it.',
  copyFailed: 'This browser did not let the console copy: select the link and copy it.',
  print: 'Print poster',
  scan: 'Scan to join',
  qrOf: (title: string) => `QR code of the link for ${title}`,
} as const;
