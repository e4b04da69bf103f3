import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../ui/loading.tsx';
import { Footer } from './footer.tsx';
import { layoutMessages as m } from './messages.ts';
import { Navbar, type Workplace } from './navbar.tsx';

export interface RootLayoutProps {
  signedIn: boolean;
  /** Where the user's roles let them work (the navigation links to each). */
  workplaces?: readonly Workplace[];
  groupName: string;
}

/** The frame of every page: skip link, navigation bar, content and footer. */
export function RootLayout({ signedIn, workplaces = [], groupName }: RootLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-violet-900"
      >
        {m.skipToContent}
      </a>
      <Navbar signedIn={signedIn} workplaces={workplaces} />
      <main id="main" className="flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer groupName={groupName} />
    </div>
  );
}
