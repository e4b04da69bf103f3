import type { OfferCatalogue as Catalogue } from '@venue-pass/contracts';
import { VenueLogo } from '../../../components/ui/venue-logo.tsx';
import { offerMessages } from '../messages.ts';

/**
 * What the scheme offers, for a visitor at /offers (issue 22): each venue with its logo and the titles of its
 * offers. What an offer gives and when stays behind sign-in, so this shows titles only.
 */
export function OfferCatalogue({ venues }: { venues: Catalogue }) {
  if (venues.length === 0) return null;
  return (
    <section aria-labelledby="offer-catalogue" className="flex flex-col gap-4">
      <div>
        <h2 id="offer-catalogue" className="text-xl font-bold text-slate-900">
          {offerMessages.catalogueTitle}
        </h2>
        <p className="text-slate-700">{offerMessages.catalogueLead}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {venues.map((venue) => (
          <li key={venue.id}>
            <section aria-labelledby={`catalogue-venue-${venue.id}`} className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt="" className="size-14" />
              <div className="min-w-0">
                <h3 id={`catalogue-venue-${venue.id}`} className="font-semibold text-slate-900">
                  {venue.name}
                </h3>
                <ul className="mt-1 list-disc pl-5 text-slate-700">
                  {venue.offers.map((offer) => (
                    <li key={offer.id}>{offer.name}</li>
                  ))}
                </ul>
              </div>
            </section>
          </li>
        ))}
      </ul>
    </section>
  );
}
