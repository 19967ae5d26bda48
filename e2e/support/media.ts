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

/** Plays a card's video for real (muted, so no gesture is needed) until its time moves, then pauses it on a frame. */
export async function playVideo(card: Locator) {
  const video = card.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 0.5;
  });
}
