import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { forwardRef, useImperativeHandle } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_LIMITS } from '@venue-pass/contracts';
import { onboardingDismissedState, returnToState } from '../../../lib/onboarding.ts';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, currentLocationState, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { photoMessages } from '../messages.ts';
import { PhotoDialog } from './photo-dialog.tsx';

const SHOT = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const webcamProps = vi.hoisted(() => ({ last: {} as Record<string, unknown> }));

// jsdom has no camera: the stand-in records its props and returns a fixed JPEG screenshot.
vi.mock('react-webcam', () => ({
  default: forwardRef<{ getScreenshot: () => string }, Record<string, unknown>>(function FakeWebcam(props, ref) {
    webcamProps.last = props;
    useImperativeHandle(ref, () => ({ getScreenshot: () => SHOT }));
    return <video aria-label={String(props['aria-label'])} />;
  }),
}));

function renderDialog(state?: unknown) {
  return renderWithProviders(<PhotoDialog />, { path: '/photo', route: { pathname: '/photo', state }, signedIn: true });
}

describe('PhotoDialog', () => {
  it('explains the verification and shows a mirrored front-camera JPEG preview with Take Photo and Skip', () => {
    renderDialog();

    expect(screen.getByText(photoMessages.explanation)).toBeInTheDocument();
    expect(screen.getByLabelText(photoMessages.previewLabel)).toBeInTheDocument();
    expect(webcamProps.last).toMatchObject({ mirrored: true, screenshotFormat: 'image/jpeg', videoConstraints: expect.objectContaining({ facingMode: 'user' }) });
    expect(screen.getByRole('button', { name: photoMessages.takePhoto })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: photoMessages.skip })).toBeInTheDocument();
  });

  it('shows the capture with Try Again and Submit Photo; Try Again returns to the preview', async () => {
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: photoMessages.takePhoto }));
    expect(screen.getByRole('img', { name: photoMessages.capturedAlt })).toHaveAttribute('src', SHOT);
    expect(screen.getByRole('button', { name: photoMessages.submit })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: photoMessages.tryAgain }));
    expect(screen.queryByRole('img', { name: photoMessages.capturedAlt })).not.toBeInTheDocument();
    expect(screen.getByLabelText(photoMessages.previewLabel)).toBeInTheDocument();
  });

  it('submits the base64 without the data-URL prefix, with the token, and goes to / on success', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(`${API_HOST}/me/photo`, async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ photoData: 'stored' });
      }),
    );
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: photoMessages.takePhoto }));
    await user.click(screen.getByRole('button', { name: photoMessages.submit }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(body).toEqual({ photoData: '/9j/4AAQSkZJRgABAQ==' });
    expect(authorization).toMatch(/^Bearer /);
  });

  it.each([
    [422, photoMessages.notOnlyYou],
    [500, photoMessages.uploadFailed],
    [400, photoMessages.uploadFailed],
  ])('shows the required message for a %i answer and stays', async (status, message) => {
    server.use(http.post(`${API_HOST}/me/photo`, () => HttpResponse.json({ message: 'no' }, { status })));
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: photoMessages.takePhoto }));
    await user.click(screen.getByRole('button', { name: photoMessages.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: photoMessages.tryAgain })).toBeInTheDocument();
  });

  it('goes to / on Skip for now, without the dashboard sending the member straight back', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: photoMessages.skip }));
    expect(currentLocation()).toBe('/');
    expect(currentLocationState()).toEqual(onboardingDismissedState);
  });

  it('returns to the page the member came from on Skip for now', async () => {
    const { user } = renderDialog(returnToState('/offers'));
    await user.click(screen.getByRole('button', { name: photoMessages.skip }));
    expect(currentLocation()).toBe('/offers');
  });

  it('goes to / when closed', async () => {
    const { user } = renderDialog(returnToState('/offers'));
    await user.click(screen.getByRole('button', { name: photoMessages.close }));
    expect(currentLocation()).toBe('/');
  });

  it('takes a JPEG or PNG from the gallery, shows it and submits it without the data-URL prefix', async () => {
    let body: unknown;
    server.use(
      http.post(`${API_HOST}/me/photo`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ photoData: 'stored' });
      }),
    );
    const { user } = renderDialog();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText(photoMessages.chooseFromGallery), png);
    expect(await screen.findByRole('img', { name: photoMessages.capturedAlt })).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
    await user.click(screen.getByRole('button', { name: photoMessages.submit }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(body).toEqual({ photoData: 'iVBORw==' });
  });

  it('refuses a gallery file that is not a JPEG or PNG, or is too large, saying why', async () => {
    renderDialog();
    const input = screen.getByLabelText(photoMessages.chooseFromGallery);
    // A picker may still hand over another type: the accept attribute is only a hint to it.
    const picker = userEvent.setup({ applyAccept: false });

    await picker.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(photoMessages.notAPhoto);

    await picker.upload(input, new File([new Uint8Array(PHOTO_LIMITS.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(photoMessages.photoTooLarge);
    expect(screen.queryByRole('img', { name: photoMessages.capturedAlt })).not.toBeInTheDocument();
  });
});
