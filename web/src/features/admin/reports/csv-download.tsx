import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { reportMessages as m } from './messages.ts';

/** Hands a text to the browser as a downloaded file. */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A CSV the server streams, handed to the browser as a file: `download` fetches it and saves it, and
 * `failed` says why it could not, until the next try.
 */
export function useCsvDownload() {
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (fetchCsv: () => Promise<string>, fileName: string) => {
    setFailed(null);
    try {
      saveFile(await fetchCsv(), fileName, 'text/csv');
    } catch (failure) {
      setFailed(apiErrorMessage(failure));
    }
  };
  return { failed, download };
}

export function DownloadFailure({ failed }: { failed: string | null }) {
  if (!failed) return null;
  return (
    <p role="alert" className="text-red-900">
      {m.downloadFailed} {failed}
    </p>
  );
}
