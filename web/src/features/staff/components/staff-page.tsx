import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { StaffVenue } from '@venue-pass/contracts';
import { useCallback, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { cn } from '../../../lib/cn.ts';
import { useGetStaffVenuesQuery } from '../api.ts';
import { staffMessages as m } from '../messages.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { readScanTarget, sameTarget, type ScanTarget } from '../scan-target.ts';
import { chooseVenue, readStaffVenueId, writeStaffVenueId } from '../venue-storage.ts';
import { CameraView } from './camera-view.tsx';
import { CardResult } from './card-result.tsx';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { TodayLog } from './today-log.tsx';
import { VenuePicker } from './venue-picker.tsx';
import { VoucherResult } from './voucher-result.tsx';

interface Scan {
  target: ScanTarget;
  /** Counts scans, so typing the same card again shows it afresh. */
  number: number;
}

const tabClasses = ({ selected }: { selected: boolean }) =>
  cn(
    'flex-1 rounded-lg px-4 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-violet-700',
    selected ? 'bg-violet-800 text-white' : 'bg-white text-violet-900',
  );

function ScanPanel({ venue, loadDecoder }: { venue: StaffVenue; loadDecoder?: (() => Promise<QrDecoder>) | undefined }) {
  const [scan, setScan] = useState<Scan | null>(null);
  // 'Scan another' empties the typed entry too, which otherwise stays to be corrected.
  const [entryForm, setEntryForm] = useState(0);

  // A QR stays in front of the camera for many frames: only a different one replaces the result.
  const onCode = useCallback((raw: string) => {
    const target = readScanTarget(raw);
    if (!target) return;
    setScan((current) => (current && sameTarget(current.target, target) ? current : { target, number: (current?.number ?? 0) + 1 }));
  }, []);
  const onEntry = (target: ScanTarget) => setScan((current) => ({ target, number: (current?.number ?? 0) + 1 }));

  let result = null;
  if (scan) {
    const key = `${venue.id}:${scan.number}`;
    result =
      scan.target.kind === 'card' ? (
        <CardResult key={key} cardId={scan.target.cardId} venue={venue} />
      ) : (
        <VoucherResult key={key} target={scan.target} venue={venue} />
      );
  }

  return (
    // Held in one hand: the result comes straight under the camera, the typed entry last; on a phone
    // turned sideways the result takes the right half.
    <div className="grid gap-4 landscape:grid-cols-2 landscape:items-start">
      <div className="landscape:col-start-1">
        <CameraView onCode={onCode} {...(loadDecoder ? { loadDecoder } : {})} />
      </div>
      <section
        aria-label={m.result}
        aria-live="polite"
        className="flex flex-col gap-3 landscape:col-start-2 landscape:row-span-2 landscape:row-start-1"
      >
        {result}
        {scan && (
          <div>
            <button
              type="button"
              onClick={() => {
                setScan(null);
                setEntryForm((form) => form + 1);
              }}
              className={buttonClasses('secondary')}
            >
              {m.clear}
            </button>
          </div>
        )}
      </section>
      <div className="landscape:col-start-1">
        <ManualEntryForm key={entryForm} onEntry={onEntry} />
      </div>
    </div>
  );
}

export interface StaffPageProps {
  /** The QR decoder; the browser's or the wasm one by default (tests give their own). */
  loadDecoder?: () => Promise<QrDecoder>;
}

/** /staff: venue staff check a member's card or a voucher and redeem at their venue (issue 11). */
export function StaffPage({ loadDecoder }: StaffPageProps = {}) {
  const { data: venues, isLoading, isError } = useGetStaffVenuesQuery();
  const [rememberedId, setRememberedId] = useState(readStaffVenueId);
  const venue = venues ? chooseVenue(venues, rememberedId) : undefined;

  const selectVenue = (venueId: number) => {
    writeStaffVenueId(venueId);
    setRememberedId(venueId);
  };

  let body;
  if (isLoading) {
    body = <Loading />;
  } else if (isError || !venues) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {m.venuesFailed}
      </p>
    );
  } else if (venues.length === 0) {
    body = <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{m.noVenues}</p>;
  } else {
    body = (
      <>
        {venues.length > 1 && <VenuePicker venues={venues} selected={venue} onSelect={selectVenue} />}
        {venue && (
          <TabGroup className="flex flex-col gap-4">
            <TabList className="flex gap-2 rounded-xl bg-violet-100 p-1">
              <Tab className={tabClasses}>{m.scanTab}</Tab>
              <Tab className={tabClasses}>{m.todayTab}</Tab>
            </TabList>
            <TabPanels>
              <TabPanel>
                <ScanPanel key={venue.id} venue={venue} loadDecoder={loadDecoder} />
              </TabPanel>
              <TabPanel>
                <TodayLog venue={venue} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        )}
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 sm:px-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PageHeading>{m.title}</PageHeading>
        {venue && venues?.length === 1 && <p className="text-lg font-medium text-slate-800">{venue.name}</p>}
      </div>
      {body}
    </section>
  );
}
