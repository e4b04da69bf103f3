import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { venueInitials } from './venue-initials.ts';

export interface VenueLogoProps {
  name: string;
  /** The logo's address; '' for a venue without one. */
  logoUrl: string;
  /** Its text alternative; '' when the venue's name is written beside it. */
  alt: string;
  /** Its size and placement; give it a height (h-* or size-*): the initials fill a square of that height. */
  className: string;
}

/**
 * A venue's logo wherever one shows (issue 22 item 9): the image, or the venue's initials in a square
 * when it has none or the image does not load, never a broken image.
 */
export function VenueLogo({ name, logoUrl, alt, className }: VenueLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl !== '' && failedUrl !== logoUrl) {
    return <img src={logoUrl} alt={alt} className={cn('object-contain', className)} onError={() => setFailedUrl(logoUrl)} />;
  }
  // An SVG, so the initials scale with whatever size the logo has at this place.
  return (
    <svg
      viewBox="0 0 100 100"
      className={cn('aspect-square shrink-0', className)}
      {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
    >
      <rect width="100" height="100" rx="16" className="fill-violet-100" />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize="40" fontWeight="700" className="fill-violet-900">
        {venueInitials(name)}
      </text>
    </svg>
  );
}
