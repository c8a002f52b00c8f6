import { expect, test, type BrowserContext, type BrowserType, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * A camera that films a still image: ffmpeg (Debian's, installed by .ci/run) makes a Y4M video of it,
 * which Chromium plays to getUserMedia when started with --use-file-for-fake-video-capture.
 */
export function cameraFilming(png: Buffer, path: string): string {
  const image = `${path}.png`;
  writeFileSync(image, png);
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-loop', '1', '-i', image,
    '-vf', 'scale=360:360:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white',
    '-t', '2', '-r', '10', '-pix_fmt', 'yuv420p', `${path}.y4m`,
  ]);
  return `${path}.y4m`;
}

/**
 * The desk's browser on a profile kept on disk (so the local backend's data and the session outlive a
 * restart), its camera filming `video` when given. A browser's fake camera is chosen at start: to show
 * it another pass, start the browser again.
 */
export async function deskBrowser(
  browserType: BrowserType,
  profile: string,
  baseURL: string | undefined,
  video?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const launch = test.info().project.use.launchOptions ?? {};
  const context = await browserType.launchPersistentContext(profile, {
    ...launch,
    baseURL,
    args: [...(launch.args ?? []), ...(video ? [`--use-file-for-fake-video-capture=${video}`] : [])],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** The PNG of a visit pass's QR code, as the badge shows it (the same image the visitor's email carries). */
export async function passQrOf(page: Page, visitorName: string): Promise<Buffer> {
  await page.goto('/admin_dashboard');
  await page.getByRole('link', { name: `Print badge of ${visitorName}` }).click();
  const qr = page.getByRole('img', { name: /^Visit pass QR code/ });
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
}
