import { VENUE_LOGO_MAX_BYTES, type AdminVenue } from '@venue-pass/contracts';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SaveFailureBanner, type SaveFailure, readSaveFailure } from '../form/save-error.tsx';
import { useToast } from '../toast/toasts.tsx';
import { useConsoleArea } from '../area/console-area.ts';
import { useUploadAdminVenueLogoMutation } from './api.ts';
import { venueMessages as m } from './messages.ts';
import { VenueLogo } from '../../../components/ui/venue-logo.tsx';

/** The image types the server resizes (AdminVenueLogoInputSchema). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function fileProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return m.logoWrongType;
  if (file.size > VENUE_LOGO_MAX_BYTES) return m.logoTooLarge;
  return null;
}

/** The file as a data URL: the preview shows it, and its base64 part is what the API takes. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The venue's logo as members see it, and a new one chosen, previewed and uploaded. */
export function LogoUpload({ venue }: { venue: AdminVenue }) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const toast = useToast();
  const area = useConsoleArea();
  const [upload, { isLoading }] = useUploadAdminVenueLogoMutation();

  const choose = async (chosen: File | undefined) => {
    setFailure(null);
    setPreview(null);
    const found = chosen ? fileProblem(chosen) : null;
    setProblem(found);
    if (chosen && !found) {
      try {
        setPreview(await readAsDataUrl(chosen));
      } catch {
        // The browser's reason (a NotReadableError) is written for developers.
        setProblem(m.logoUnreadable);
      }
    }
  };

  const send = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      await upload({ area, id: venue.id, body: { imageData: preview.slice(preview.indexOf(',') + 1), version: venue.version } }).unwrap();
      setPreview(null);
      toast(m.logoUploaded);
    } catch (error) {
      setFailure(readSaveFailure(error, () => undefined));
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={`${inputId}-title`} className="font-semibold text-slate-900">
        {m.logo}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <VenueLogo name={venue.name} logoUrl={venue.logoUrl} alt={m.currentLogo(venue.name)} className="size-24 rounded-lg ring-1 ring-slate-200" />
        {preview && <img src={preview} alt={m.logoPreview} className="size-24 rounded-lg object-contain ring-1 ring-violet-300" />}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {m.chooseLogo}
        </label>
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {m.logoHint}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        )}
      </div>
      <SaveFailureBanner failure={failure} />
      <div>
        <button type="button" className={buttonClasses('secondary')} disabled={!preview || isLoading} onClick={() => void send()}>
          {isLoading ? m.uploading : m.uploadLogo}
        </button>
      </div>
    </section>
  );
}
