import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { paths } from '../../config/paths.ts';
import { VenuePanel } from '../../features/venues/components/venue-panel.tsx';
import { pageMessages } from './messages.ts';

// The carousel brings the API client; the first paint does not need it.
const VenueCarousel = lazy(() =>
  import('../../features/venues/components/venue-carousel.tsx').then((module) => ({ default: module.VenueCarousel })),
);

/** The anonymous home page (R-LANDING-01 to R-LANDING-04). */
export function Landing() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:items-center md:py-16">
      <section className="flex flex-col gap-5">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{pageMessages.landingTitle}</h1>
        <p className="text-lg text-slate-700">{pageMessages.landingText}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.register} className={buttonClasses('primary')}>
            {pageMessages.registerNow}
          </Link>
          <Link to={paths.login} className={buttonClasses('secondary')}>
            {pageMessages.login}
          </Link>
        </div>
      </section>
      <Suspense fallback={<VenuePanel />}>
        <VenueCarousel />
      </Suspense>
    </div>
  );
}
