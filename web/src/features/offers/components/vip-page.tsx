import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { apiErrorStatus } from '../../../lib/api-error.ts';
import { useIsAuthenticated } from '../../auth/hooks.ts';
import { useGetVipOffersQuery } from '../api.ts';
import { offerMessages } from '../messages.ts';
import { OfferGroups } from './offer-groups.tsx';

/**
 * /vip: public. A member sees their VIP offers; a visitor, or a member whose session the API no
 * longer accepts, or a member without VIP offers sees the empty state linking to /offers (R-VIP-02).
 */
export function VipPage() {
  const signedIn = useIsAuthenticated();
  // GET /me/vip is for members only: a visitor's page asks nothing of the API.
  const { data: offers, error, isLoading } = useGetVipOffersQuery(undefined, { skip: !signedIn });
  const visitor = !signedIn || apiErrorStatus(error) === 401;
  const empty = visitor || offers?.length === 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <PageHeading>{offerMessages.vipTitle}</PageHeading>
      {isLoading && <Loading fillScreen />}
      {error && !visitor && (
        <p role="alert" className="text-red-800">
          {offerMessages.loadFailed}
        </p>
      )}
      {empty && (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg text-slate-800">{offerMessages.emptyVip}</p>
          <Link to={paths.offers} className={buttonClasses('primary')}>
            {offerMessages.seeAllOffers}
          </Link>
        </div>
      )}
      {offers && offers.length > 0 && <OfferGroups offers={offers} basePath={paths.vip} />}
      <Outlet />
    </div>
  );
}
