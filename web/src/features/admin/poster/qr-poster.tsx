import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
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

/**
 * A public link as text, a copy button and a poster of its QR code that prints on a page of its own:
 * everything else on the screen is left out of the print (data-print-alone, index.css).
 */
export function QrPoster({ title, link, caption = m.scan }: QrPosterProps) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 print:p-0 print:ring-0">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <span className="text-sm font-medium text-slate-700">{m.link}</span>
        <a href={link} className="font-mono text-sm break-all text-violet-900 underline">
          {link}
        </a>
        <button
          type="button"
          className={buttonClasses('ghost')}
          onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
        >
          {copied ? m.copied : m.copy}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.print()}>
          {m.print}
        </button>
      </div>
      <figure className="flex flex-col items-center gap-3 text-center" data-print-alone="">
        <p className="text-2xl font-bold text-slate-900">{title}</p>
        <QRCodeSVG value={link} size={240} marginSize={2} title={m.qrOf(title)} role="img" aria-label={m.qrOf(title)} />
        <figcaption className="text-lg font-semibold text-slate-800">{caption}</figcaption>
      </figure>
    </section>
  );
}
