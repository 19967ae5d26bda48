import { expect, type Locator, type Page } from '@playwright/test';

/** Slows (or, with null, stops slowing) the page's uploads, so a small video's progress can be seen, as on mobile data. */
export async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/**
 * Plays a card's video for real (muted, so no gesture is needed) until its time moves, then pauses it on a frame. On a
 * loaded 2-core machine Chromium's media pipeline can stall a first play() before any frame; each poll asks again.
 */
export async function playVideo(card: Locator) {
  const video = card.locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(
      () =>
        video.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          if (v.paused) await v.play().catch(() => undefined);
          return v.currentTime;
        }),
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 0.5;
  });
}
