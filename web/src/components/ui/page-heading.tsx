import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>;
}
