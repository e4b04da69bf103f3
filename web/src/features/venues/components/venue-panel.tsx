import type { ReactNode } from 'react';
import { venueHeadingMessages } from '../heading-messages.ts';

/**
 * The frame of the landing page's 'Our Venues' panel. It holds no data code, so the landing
 * page paints it at once while the carousel (RTK Query endpoint, ky, zod) loads; the panel keeps
 * its size, so nothing moves when the venues arrive.
 */
export function VenuePanel({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="our-venues" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="our-venues" className="text-xl font-bold text-slate-900">
        {venueHeadingMessages.ourVenues}
      </h2>
      <div className="mt-4 flex min-h-40 items-center justify-center" aria-live="polite">
        {children}
      </div>
    </section>
  );
}
