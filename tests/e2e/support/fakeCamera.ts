import { expect, test, type BrowserType, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';

/**
 * Puts a still image in front of the desk's camera (a plain white picture when none is given): ffmpeg
 * (Debian's, installed by .ci/run) makes a Y4M video of it at `video`, the file Chromium plays to
 * getUserMedia when started with --use-file-for-fake-video-capture. Chromium opens that file each time a
 * page starts the camera, so one browser sees a new picture at its next scan, without a restart.
 */
export function film(video: string, png?: Buffer): void {
  const input = png ? ['-loop', '1', '-i', `${video}.png`] : ['-f', 'lavfi', '-i', 'color=white:s=360x360'];
  // Enlarged by a whole factor: a screenshot can be a pixel taller than wide (180 x 181), and stretching
  // it to a square would give its QR code's modules unequal sizes, which the decoder then misses.
  const largest = png ? Math.max(png.readUInt32BE(16), png.readUInt32BE(20)) : 360;
  const factor = Math.max(1, Math.floor(400 / largest));
  if (png) writeFileSync(`${video}.png`, png);
  // Written beside it, then renamed: a camera started meanwhile never reads half a video.
  const written = `${video}.new.y4m`;
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', ...input,
    '-vf', `scale=iw*${String(factor)}:ih*${String(factor)}:flags=neighbor,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white`,
    '-t', '2', '-r', '10', '-pix_fmt', 'yuv420p', written,
  ]);
  renameSync(written, video);
}

/**
 * A desk's browser of its own, on a profile kept on disk at `profile` (so that the local backend's data
 * and the session outlive a restart), its camera filming the video file at `video` (film() changes what it
 * shows): a browser's fake camera is chosen when it starts.
 */
export async function cameraDesk(
  browserType: BrowserType,
  baseURL: string | undefined,
  video: string,
  profile: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const launch = test.info().project.use.launchOptions ?? {};
  const context = await browserType.launchPersistentContext(profile, {
    ...launch,
    baseURL,
    args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${video}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { page, close: () => context.close() };
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
