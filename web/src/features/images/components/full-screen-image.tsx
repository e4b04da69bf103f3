import { useState } from 'react';

export interface FullScreenImageProps {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load. */
  fallbackSrc: string;
  fallbackAlt: string;
}

/** An image filling the viewport over the page frame, letterboxed so nothing is cropped. */
export function FullScreenImage({ src, alt, fallbackSrc, fallbackAlt }: FullScreenImageProps) {
  // Keyed by address: a new image gets a fresh chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  return (
    <div className="fixed inset-0 z-50 flex bg-white">
      <img
        key={failed ? 'fallback' : src}
        src={failed ? fallbackSrc : src}
        alt={failed ? fallbackAlt : alt}
        onError={failed ? undefined : () => setFailedSrc(src)}
        className="h-full w-full object-contain"
      />
    </div>
  );
}
