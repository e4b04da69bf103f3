import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { posterMessages as m } from './messages.ts';

export interface QrPosterProps {
  /** What the poster is for, printed above the code: a promotion's or a source's name. */
  title: string;
  /** The public link the code opens. */
  link: string;
  /** The call to action under the code. */
  caption?: string;
}

/** How long the copy button says 'Copied'. */
const COPIED_MS = 3000;

/**
 * A public link as text, a copy button and a poster of its QR code that prints on a page of its own:
 * everything else on the screen is left out of the print (data-print-alone, index.css).
 */
export function QrPoster({ title, link, caption = m.scan }: QrPosterProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // 'Copied' gives way to 'Copy link' again, so a second copy is confirmed too.
  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const copyLink = async () => {
    try {
      // navigator.clipboard is missing on a page served over plain http (not localhost): that throws here too.
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 print:p-0 print:ring-0">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <span className="text-sm font-medium text-slate-700">{m.link}</span>
        <a href={link} className="font-mono text-sm break-all text-violet-900 underline">
          {link}
        </a>
        <button type="button" className={buttonClasses('secondary', 'min-w-32')} onClick={() => void copyLink()}>
          {copy === 'copied' ? (
            <>
              <span aria-hidden="true">✓</span> {m.copied}
            </>
          ) : (
            m.copy
          )}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.print()}>
          {m.print}
        </button>
        <p role="status" className={copy === 'failed' ? 'w-full text-sm text-red-800' : 'sr-only'}>
          {copy === 'copied' ? m.linkCopied : copy === 'failed' ? m.copyFailed : ''}
        </p>
      </div>
      <figure className="flex flex-col items-center gap-3 text-center" data-print-alone="">
        <p className="text-2xl font-bold text-slate-900">{title}</p>
        <QRCodeSVG value={link} size={240} marginSize={2} title={m.qrOf(title)} role="img" aria-label={m.qrOf(title)} />
        <figcaption className="text-lg font-semibold text-slate-800">{caption}</figcaption>
      </figure>
    </section>
  );
}
