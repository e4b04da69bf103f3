import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forwardRef, useImperativeHandle } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API_HOST } from '../../../testing/factories.ts';
import { server } from '../../../testing/msw/server.ts';
import { currentLocation, renderWithProviders } from '../../../testing/render-with-providers.tsx';
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

function renderDialog() {
  return renderWithProviders(<PhotoDialog />, { path: '/photo', signedIn: true });
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

  it('goes to / on Skip for now', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: photoMessages.skip }));
    expect(currentLocation()).toBe('/');
  });

  it('goes to / when closed', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: photoMessages.close }));
    expect(currentLocation()).toBe('/');
  });
});
