import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, TEST_ORIGIN } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import voucherNotFound from '../assets/voucher-not-found.svg';
import { imageMessages as m } from '../messages.ts';
import { OfferPosterPage } from './offer-poster-page.tsx';
import { PromoCodeImagePage } from './promo-code-image-page.tsx';

const config = makeConfig({ api: { host: `${TEST_ORIGIN}/api`, imagesUrl: 'https://img.venuepass.example/' } });

describe('PromoCodeImagePage (/q/{promoCodeId})', () => {
  it('shows the public promo-code image from the configured images address, filling the screen', () => {
    renderWithProviders(<PromoCodeImagePage />, { path: '/q/:promoCodeId', route: '/q/Qm9vdHN0cmFwcGVkLWlk12', config });

    const image = screen.getByRole('img', { name: m.voucherAlt });
    expect(image).toHaveAttribute('src', 'https://img.venuepass.example/images/promo-code/public/Qm9vdHN0cmFwcGVkLWlk12');
    expect(image).toHaveClass('h-full', 'w-full', 'object-contain');
    expect(image.parentElement).toHaveClass('fixed', 'inset-0');
  });

  it("shows the 'voucher not found' image when the voucher image fails to load", () => {
    renderWithProviders(<PromoCodeImagePage />, { path: '/q/:promoCodeId', route: '/q/unknown', config });

    fireEvent.error(screen.getByRole('img', { name: m.voucherAlt }));

    const fallback = screen.getByRole('img', { name: m.voucherNotFound });
    expect(fallback).toHaveAttribute('src', voucherNotFound);
    expect(atob(voucherNotFound.split(',')[1] ?? '')).toContain('Voucher not found');
    expect(screen.queryByRole('img', { name: m.voucherAlt })).not.toBeInTheDocument();
    // A broken fallback must not loop back to the voucher address.
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: m.voucherNotFound })).toBeInTheDocument();
  });

  it('escapes the id into one path segment', () => {
    renderWithProviders(<PromoCodeImagePage />, { path: '/q/:promoCodeId', route: `/q/${encodeURIComponent('a?b')}`, config });
    expect(screen.getByRole('img', { name: m.voucherAlt })).toHaveAttribute(
      'src',
      'https://img.venuepass.example/images/promo-code/public/a%3Fb',
    );
  });
});

describe('OfferPosterPage (/p/{offerId}/{contactId})', () => {
  it('shows the offer poster for the contact, filling the screen', () => {
    renderWithProviders(<OfferPosterPage />, { path: '/p/:offerId/:contactId', route: '/p/12/c0ntact-42', config });

    const image = screen.getByRole('img', { name: m.offerPosterAlt });
    expect(image).toHaveAttribute('src', 'https://img.venuepass.example/images/offer-poster/12?customerId=c0ntact-42');
    expect(image).toHaveClass('object-contain');
  });

  it('shows an offer-not-found image when the poster fails to load', () => {
    renderWithProviders(<OfferPosterPage />, { path: '/p/:offerId/:contactId', route: '/p/999/c0ntact-42', config });
    fireEvent.error(screen.getByRole('img', { name: m.offerPosterAlt }));
    expect(screen.getByRole('img', { name: m.offerNotFound })).toBeInTheDocument();
  });
});
