import { configMessages } from '../../config/messages.ts';

export interface LoadingProps {
  /**
   * For a page whose content is longer than a phone's screen (a list of offers): the state fills the screen,
   * so the footer below it is out of sight until the content arrives instead of being pushed down by it
   * (a layout shift, which Lighthouse counts against the page).
   */
  fillScreen?: boolean;
}

/** The 'Loading' state (R-BOOT-03, R-CALLBACK-02); announced politely to screen readers. */
export function Loading({ fillScreen = false }: LoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex ${fillScreen ? 'min-h-dvh items-start' : 'min-h-40 items-center'} justify-center gap-3 p-8`}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-violet-800 border-t-transparent motion-reduce:animate-none"
      />
      <span className="text-slate-700">{configMessages.loading}</span>
    </div>
  );
}
