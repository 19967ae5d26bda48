import { expectNoSeriousAxeFindings } from './support/accessibility';
import type { Page } from '@playwright/test';
import { expect, test } from './support/console-errors';
import { saveScreenshot, screenshotsWanted } from './support/pages';

// The carousel, the reveals and the counters move for a visitor who has not asked for less motion; test them so.
test.use({ reducedMotion: 'no-preference' });

/** Every public page of spec 1 and the two static demos of spec 3 §2.5. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'brand', path: '/brand' },
  { name: 'creator', path: '/creator' },
  { name: 'about', path: '/about' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/term' },
  { name: 'cookie', path: '/cookie' },
  { name: 'mainpagecopy', path: '/mainpagecopy' },
  { name: 'social-tool', path: '/social-tool' },
  { name: 'testform', path: '/testform' },
  { name: 'signup', path: '/signup' },
  { name: 'testing', path: '/testing' },
  { name: 'creator-dashboard-demo', path: '/creator-dashboard-demo' },
] as const;

/** Opens a page and waits until it is interactive (the prerendered pages set data-hydrated once React has taken over). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const prerendered = !['/testing', '/creator-dashboard-demo'].includes(path.split(/[?#]/)[0] ?? path);
  // Prerendered pages hydrate on the visitor's first move (or after 5 s): move the pointer like a person would.
  if (prerendered) {
    await page.mouse.move(4, 4);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls to the bottom in steps so every lazy section loads, then back to the top. Sections render lazily
 * (content-visibility: auto), which a full-page screenshot would show as blank space; it is switched off here.
 * Each step waits two animation frames (the IntersectionObserver reports within one) or 250 ms, then the whole page
 * waits until no lazy section still shows its placeholder; only a screenshot waits longer, for images and count-up
 * animations.
 */
async function loadWholePage(page: Page) {
  await page.addStyleTag({ content: '[data-lazy-section] { content-visibility: visible !important; }' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          // A renderer starved of CPU can draw no frame for minutes (a test timed out here once); the poll below
          // brings any section that was passed over into view anyway.
          setTimeout(resolve, 250);
        }),
      y,
    );
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // A section passed over between two frames on a loaded machine may not have been seen: bring each one still showing
  // its placeholder into view until none is left (a clear failure after 20 s, never a silent two-minute hang).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const waiting = document.querySelectorAll('[data-lazy-section] > [aria-hidden="true"]:only-child');
          waiting[0]?.parentElement?.scrollIntoView();
          return waiting.length;
        }),
      { timeout: 20_000, message: 'every lazy section has loaded' },
    )
    .toBe(0);
  await page.waitForLoadState('networkidle');
  if (screenshotsWanted()) await page.waitForTimeout(900);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (screenshotsWanted()) await page.waitForTimeout(200);
  await transitionsDone(page);
}

/**
 * Waits for the running finite animations and transitions (sections fade in as they are reached), so axe reads colours
 * as shown; at most 3 s, since a paused or endlessly restarted one never finishes.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

const expectNoSeriousA11yViolations = (page: Page, label: string) =>
  expectNoSeriousAxeFindings(page, { label, bestPractice: true, toasts: 'included' });

/** The "Made on Amplio" block alone, as the visitor sees it. */
async function screenshotCarousel(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  const width = page.viewportSize()?.width ?? 0;
  const block = page.getByRole('heading', { name: 'Made on Amplio' }).locator('../..');
  await block.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, animations: 'disabled' });
}

async function section(page: Page, id: string, ready: string) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const el = page.locator(`[data-ready="${ready}"]`);
  await expect(el).toBeVisible();
  return el;
}

for (const mobile of [false, true]) {
  const width = mobile ? 390 : 1280;
  test.describe(`public pages at ${width} px${mobile ? ' @mobile' : ''}`, () => {
    for (const { name, path } of PAGES) {
      test(`${name} renders, has no serious axe violations and is screenshotted${mobile ? ' @mobile' : ''}`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole('banner')).toBeVisible();
        await loadWholePage(page);
        await expect(page.getByRole('contentinfo')).toBeAttached();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${path} @${width}`);
        await saveScreenshot(page, `public-${name}`);
      });
    }
  });
}

test.describe('home page behaviour', () => {
  test('the creator journey goes through every step, completes, shares and starts over', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/');
    const journey = await section(page, 'how-it-works', 'journey');
    const cards = journey.locator('ol > li');
    await expect(cards).toHaveCount(7);
    const first = cards.nth(0);
    await expect(first.getByTestId('step-status')).toHaveText('Pending');
    await first.getByRole('button', { name: 'Start Step' }).click();
    await expect(first.getByTestId('step-status')).toHaveText('In Progress');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await first.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(first.getByTestId('step-status')).toHaveText('Completed');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(cards.nth(1).getByTestId('step-status')).toHaveText('In Progress');
    await expect(cards.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await expect(cards.nth(2).getByTestId('step-status')).toHaveText('Pending');

    // Details and resources open per card.
    await cards.nth(2).getByRole('button', { name: 'Show details' }).click();
    await expect(cards.nth(2).getByText('Resources')).toBeVisible();

    // The scroll-progress bar follows the reader through the section.
    await cards.nth(4).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number(await journey.getByTestId('journey-scroll-progress').getAttribute('data-progress')))
      .toBeGreaterThan(0);

    for (let i = 1; i < 7; i++) await cards.nth(i).getByRole('button', { name: 'Mark Complete' }).click();
    await expect(journey.getByTestId('journey-count')).toHaveText('7');
    const done = journey.getByTestId('journey-complete');
    await expect(done.getByRole('heading', { name: 'Journey Complete' })).toBeVisible();

    await done.getByRole('button', { name: 'Share Your Achievement' }).click();
    await expect(done.getByRole('status')).toContainText(/Link copied|Copy this link|Thanks for sharing/);

    await done.getByRole('button', { name: 'Start Over' }).click();
    await expect(done).toBeHidden();
    for (let i = 0; i < 7; i++) {
      await expect(cards.nth(i).getByTestId('step-status')).toHaveText('Pending');
      await expect(cards.nth(i).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    }
    await expect(cards.nth(2).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(journey.getByRole('heading', { name: 'Your creator journey, in seven steps' })).toBeInViewport();
  });

  test('benefit tabs default to creators, switch to brands, and the comparison toggles split, left and right', async ({ page }) => {
    await open(page, '/');
    await page.locator('[data-lazy-section]').nth(1).scrollIntoViewIfNeeded();
    const benefits = page.locator('[data-ready="benefits"]');
    await expect(benefits).toBeVisible();
    const creators = benefits.getByRole('tab', { name: 'For creators' });
    const brands = benefits.getByRole('tab', { name: 'For brands' });
    await expect(creators).toHaveAttribute('aria-selected', 'true');
    await expect(benefits.getByText('The money is there first')).toBeVisible();
    await brands.click();
    await expect(brands).toHaveAttribute('aria-selected', 'true');
    await expect(benefits.getByText('Pay only for approved work')).toBeVisible();
    await expect(benefits.getByText('The money is there first')).toBeHidden();

    const comparison = benefits.getByTestId('comparison');
    await expect(comparison).toHaveAttribute('data-view', 'split');
    await benefits.getByRole('button', { name: 'Expand creators' }).click();
    await expect(comparison).toHaveAttribute('data-view', 'left');
    await expect(comparison.locator('[data-panel="brand"]')).toHaveAttribute('data-collapsed', 'true');
    await expect(comparison.locator('[data-panel="creator"]')).toHaveAttribute('data-collapsed', 'false');
    await benefits.getByRole('button', { name: 'Expand brands' }).click();
    await expect(comparison).toHaveAttribute('data-view', 'right');
    await expect(comparison.locator('[data-panel="creator"]')).toHaveAttribute('data-collapsed', 'true');
    await benefits.getByRole('button', { name: 'Split view' }).click();
    await expect(comparison).toHaveAttribute('data-view', 'split');
    await expect(comparison.locator('[data-panel="brand"]')).toHaveAttribute('data-collapsed', 'false');
  });

  test('the FAQ has nine questions and keeps one answer open at a time', async ({ page }) => {
    await open(page, '/');
    const faq = await section(page, 'faq', 'faq');
    const items = faq.locator('details');
    await expect(items).toHaveCount(9);
    await expect(items.nth(0)).toHaveJSProperty('open', true);
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveJSProperty('open', true);
    await expect(items.nth(0)).toHaveJSProperty('open', false);
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveJSProperty('open', false);
    expect(await faq.locator('details[open]').count()).toBe(0);
  });

  test('the carousel has 15 slides, auto-scrolls, moves 300 px per arrow and wraps around', async ({ page }) => {
    await open(page, '/');
    await section(page, 'brand-story', 'brand-story');
    await page.getByRole('heading', { name: 'Made on Amplio' }).scrollIntoViewIfNeeded();
    await page.locator('section[aria-label="Creator videos"]').scrollIntoViewIfNeeded();
    const track = page.getByTestId('carousel-track');
    await expect(track.locator('[data-slide]')).toHaveCount(15);
    const sources = track.locator('video').first().locator('source');
    await expect(sources.first()).toHaveAttribute('src', '/Brandvideo/01.mp4');
    await expect(sources.first()).toHaveAttribute('type', 'video/mp4');
    await expect(sources.nth(1)).toHaveAttribute('src', '/Brandvideo/01.webm');
    const offset = async () => Number(await track.getAttribute('data-offset'));

    await page.mouse.move(2, 2);
    const before = await offset();
    await expect.poll(offset, { timeout: 5000 }).toBeGreaterThan(before + 30);

    await page.getByRole('button', { name: 'Pause auto-scroll' }).click();
    const paused = await offset();
    await page.waitForTimeout(400);
    expect(await offset()).toBe(paused);

    const loop = await track.evaluate((el) => {
      const first = el.children[0] as HTMLElement;
      return (el.children[15] as HTMLElement).offsetLeft - first.offsetLeft;
    });
    await page.getByRole('button', { name: 'Next videos' }).click();
    expect(await offset()).toBe((paused + 300) % loop);
    await page.getByRole('button', { name: 'Previous videos' }).click();
    expect(await offset()).toBe(paused);
    // Going back past the first slide wraps to the end.
    const steps = Math.floor(paused / 300) + 1;
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Previous videos' }).click();
    expect(await offset()).toBe((((paused - steps * 300) % loop) + loop) % loop);
    expect(await offset()).toBeGreaterThan(paused);
  });

  test('the carousel is in the prerendered page as poster frames, before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const posters = html.slice(html.indexOf('data-testid="carousel-posters"'));
    expect(html).toContain('data-testid="carousel-posters"');
    for (const n of ['01', '02', '03', '04', '05']) expect(posters).toContain(`/Brandvideo/${n}.jpg`);
    expect(html).not.toContain('.webm');
    expect(html).not.toContain('.mp4');
  });

  test('on a phone the carousel steps whole slides with whole captions, and a tap plays a clip @mobile', async ({ page }) => {
    await open(page, '/');
    await section(page, 'brand-story', 'brand-story');
    await expect(page.getByText('Tap a clip to play it, and tap again to pause.')).toBeVisible();
    await expect(page.getByText('Hover a clip to play it with sound on a larger screen.')).toBeHidden();
    await page.getByRole('heading', { name: 'Made on Amplio' }).scrollIntoViewIfNeeded();
    const carousel = page.locator('section[aria-label="Creator videos"]');
    await carousel.scrollIntoViewIfNeeded();
    const track = page.getByTestId('carousel-track');
    await expect(track.locator('video').first()).toHaveAttribute('poster', '/Brandvideo/01.jpg');
    const pitch = await track.evaluate((el) => (el.children[1] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft);
    await expect.poll(async () => Number(await track.getAttribute('data-offset')), { timeout: 8000 }).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    const offset = Number(await track.getAttribute('data-offset'));
    expect(offset % pitch).toBe(0);
    // The slide at the left edge is whole, caption included, and no caption line is cut inside.
    const slide = track.locator('[data-slide]').nth(offset / pitch);
    const [view, box] = [await carousel.boundingBox(), await slide.locator('figcaption').boundingBox()];
    expect(box && view && box.x >= view.x - 1 && box.x + box.width <= view.x + view.width + 1).toBe(true);
    for (const line of await slide.locator('figcaption span').all()) {
      expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    await screenshotCarousel(page, 'carousel');
    const video = slide.locator('video');
    await video.tap();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused)).toBe(true);
    await video.tap();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });

  test('on a large screen the carousel says to hover a clip', async ({ page }) => {
    await open(page, '/');
    await section(page, 'brand-story', 'brand-story');
    await expect(page.getByText('Hover a clip to play it with sound on a larger screen.')).toBeVisible();
    await expect(page.getByText('Tap a clip to play it, and tap again to pause.')).toBeHidden();
    await page.getByRole('heading', { name: 'Made on Amplio' }).scrollIntoViewIfNeeded();
    await page.locator('section[aria-label="Creator videos"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('carousel-track').locator('video').first()).toBeVisible();
    await screenshotCarousel(page, 'carousel');
  });

  test('with reduced motion the carousel does not auto-scroll and counters show their final numbers', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await open(page, '/');
    await section(page, 'brand-story', 'brand-story');
    await page.getByRole('heading', { name: 'Made on Amplio' }).scrollIntoViewIfNeeded();
    await page.locator('section[aria-label="Creator videos"]').scrollIntoViewIfNeeded();
    const track = page.getByTestId('carousel-track');
    await page.mouse.move(2, 2);
    const start = Number(await track.getAttribute('data-offset'));
    await page.waitForTimeout(700);
    expect(Number(await track.getAttribute('data-offset'))).toBe(start);
    await expect(page.getByText('Auto-scroll is off because your device asks for reduced motion.')).toBeVisible();

    await open(page, '/brand');
    const counters = page.getByTestId('stat-counter');
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters.first()).toHaveText('5,000+');
    await expect(page.locator('[data-counter-state]')).toHaveAttribute('data-counter-state', 'static');
    await context.close();
  });

  test('the newsletter sign-up shows a toast and the confirm mail arrives in the dev mailbox', async ({ page, request }) => {
    const email = `news.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('form[data-ready="newsletter"]')).toBeVisible();
    await footer.getByLabel('Email address').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email address');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const message = 'Almost done: check your inbox and click the link to confirm your subscription.';
    await expect(page.getByLabel('Notifications').getByText(message)).toBeVisible();
    await expect(footer.getByRole('status')).toHaveText(message);

    let confirmPath = '';
    await expect
      .poll(async () => {
        const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        const mail = mails.find((m) => m.subject === 'Confirm your Amplio newsletter subscription');
        confirmPath = mail?.text.match(/https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=\S+)/)?.[1] ?? '';
        return confirmPath;
      })
      .not.toBe('');
    // The link opens a page with a button (a mail scanner following links confirms nothing); the button confirms.
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  });
});

test.describe('brand landing behaviour', () => {
  test('counters count up from 0 to their targets once, when the strip shows', async ({ page }) => {
    await open(page, '/brand');
    const strip = page.locator('[data-counter-state]');
    const counters = page.getByTestId('stat-counter');
    await expect(strip).toHaveAttribute('data-counter-state', /waiting|running|done/);
    await counters.first().scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-counter-state', 'done', { timeout: 5000 });
    await expect(counters).toHaveText(['5,000+', '50,000+', '10,000+', '$2M+']);
    // Once only: scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    await counters.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(strip).toHaveAttribute('data-counter-state', 'done');
    await expect(counters.first()).toHaveText('5,000+');
  });

  test('shows the three plans of spec 1 §9 and every call to action leads to /brand-register', async ({ page }) => {
    await open(page, '/brand');
    const pricing = await section(page, 'pricing', 'pricing');
    await expect(pricing.locator('[data-plan]')).toHaveCount(3);
    await expect(pricing.locator('[data-plan="Starter"]')).toContainText('$499USD/month');
    await expect(pricing.locator('[data-plan="Growth"]')).toContainText('POPULAR');
    await expect(pricing.locator('[data-plan="Growth"]')).toContainText('$999USD/month');
    await expect(pricing.locator('[data-plan="Enterprise"]')).toContainText('Custom');
    for (const name of [/Start Your Free Trial/, /Contact Sales/]) {
      for (const link of await pricing.getByRole('link', { name }).all()) await expect(link).toHaveAttribute('href', '/brand-register');
    }
    await expect(page.getByRole('link', { name: 'Start Your Campaign' })).toHaveAttribute('href', '/brand-register');
    await expect(page.getByRole('navigation', { name: 'Brand page' }).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/brand-register',
    );
  });

  test('the page navigation scrolls to its anchors', async ({ page }) => {
    await open(page, '/brand');
    await page.getByRole('navigation', { name: 'Brand page' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/brand#pricing$/);
    await expect(page.getByRole('heading', { name: 'Plans that grow with your campaigns' })).toBeInViewport();
  });

  test('the page menu folds away on phones @mobile', async ({ page }) => {
    await open(page, '/brand');
    const nav = page.getByRole('navigation', { name: 'Brand page' });
    const toggle = nav.getByRole('button', { name: 'Brand page' });
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/brand#features$/);
    await expect(page.getByRole('heading', { name: 'Everything a creator campaign needs' })).toBeInViewport();
  });
});

test.describe('prerendered page weight', () => {
  test('a prerendered page inlines only its own CSS and loads the full sheet before it hydrates', async ({ page, request }) => {
    const html = await (await request.get('/creator')).text();
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const fullSheet = html.match(/data-css="([^"]+)"/)?.[1] ?? '';
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(fullSheet).toMatch(/^\/assets\/marketing-[\w-]+\.css$/);
    const full = await (await request.get(fullSheet)).text();
    expect(inline.length).toBeGreaterThan(5_000);
    expect(inline.length).toBeLessThan(full.length * 0.6);

    // The signs of a person seen before the page first links the full sheet: a browser whose pointer rests over the
    // page (the headless shell's sits at 0,0) sends a pointermove of its own once the page is laid out.
    await page.addInitScript(() => {
      const seen: string[] = [];
      for (const type of ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'])
        window.addEventListener(type, () => seen.push(type), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('link[rel="stylesheet"]')) return;
        Object.assign(window, { signsBeforeSheet: [...seen] });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/creator');
    await page.mouse.move(4, 4);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const loaded = await page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0),
      fullSheet,
    );
    expect(loaded).toBe(true);
    expect(await page.evaluate(() => (window as { signsBeforeSheet?: string[] }).signsBeforeSheet)).toContain('pointermove');
  });

  // recharts is the only chart library: the build puts it in the overview's performance-trends-chart chunk, and its
  // wrapper's class name is in any chunk that carries it.
  test('no public page loads the chart library, even after hydrating and scrolling to the bottom', async ({ page }) => {
    // A body the browser dropped when the next page opened (null here) is fetched again by its URL.
    const scripts: { url: string; body: Promise<string | null> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => null) });
    });
    for (const path of ['/', '/brand', '/creator', '/about']) {
      await open(page, path);
      await loadWholePage(page);
    }
    expect(scripts.length).toBeGreaterThan(0);
    const withCharts: string[] = [];
    for (const script of scripts) {
      const body = (await script.body) ?? (await (await page.request.get(script.url)).text());
      if (script.url.includes('performance-trends') || body.includes('recharts-wrapper')) withCharts.push(script.url);
    }
    expect(withCharts).toEqual([]);
  });
});

/**
 * Every amount on the page, with its surroundings: a dollar amount must say USD within its own block (the
 * paragraph, list item, card or fieldset it sits in), and every rupee amount must use the en-IN grouping.
 */
async function amountsOf(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const dollars: { amount: string; labelled: boolean }[] = [];
    const rupees: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\$\s?\d[\d,.]*[KMB]?\+?/g)) {
        let block: Element | null = node.parentElement;
        let labelled = false;
        for (let depth = 0; block && depth < 4 && !labelled; depth += 1, block = block.parentElement) {
          labelled = (block.textContent ?? '').includes('USD');
        }
        dollars.push({ amount: match[0], labelled });
      }
      for (const match of text.matchAll(/₹\s?[\d,]+(\.\d+)?/g)) rupees.push(match[0]);
    }
    return { dollars, rupees };
  });
}

test.describe('one currency story', () => {
  for (const path of ['/', '/brand', '/creator', '/about', '/mainpagecopy', '/brand/login']) {
    test(`${path}: dollar amounts say USD, and rupee amounts use the en-IN format`, async ({ page }) => {
      if (path === '/brand/login') {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await open(page, path);
        await loadWholePage(page);
      }
      const { dollars, rupees } = await amountsOf(page);
      expect(dollars.filter((d) => !d.labelled).map((d) => d.amount)).toEqual([]);
      const enIN = /^₹\s?(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})(\.\d{2})?$/;
      expect(rupees.filter((r) => !enIN.test(r))).toEqual([]);
    });
  }

  test('the brand hero shows its escrow example in rupees', async ({ page }) => {
    await open(page, '/brand');
    await expect(page.getByText('₹9,85,000', { exact: true })).toBeAttached();
    await expect(page.locator('main')).not.toContainText('$12,400');
  });
});

test.describe('unknown addresses', () => {
  test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/] });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/nope', '/foo/bar', '/brand/no-such-thing', '/creator/dashboard/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    }
  });

  test('every known page, alias and signed-in deep link still answers 200', async ({ request }) => {
    for (const path of [
      '/',
      '/brand',
      '/creator',
      '/testing',
      '/brand/login',
      '/brand-Login',
      '/creator-login',
      '/brand-register',
      '/creator/verify-otp',
      '/brand/dashboard',
      '/brand/campaigns/123',
      '/brand/receipts/abc',
      '/brand/management/add',
      '/creator/dashboard/overview',
      '/creator/campaigns/7',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test('an in-app navigation to an unknown address shows the not-found page without a reload', async ({ page }) => {
    await page.goto('/brand/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });
});

test.describe('other public pages', () => {
  test('an anchor link from another page opens the home page at the section', async ({ page }) => {
    await open(page, '/privacy');
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Customer stories' }).click();
    await expect(page).toHaveURL(/\/#brand-story$/);
    await expect(page.getByRole('heading', { name: 'Brands and creators, on the same side' })).toBeInViewport();
  });

  test('the policy Back button returns to the previous page, or home when opened directly', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/term$/);
    await expect(page.getByText('September 24, 2025')).toBeVisible();
    await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);

    const fresh = await page.context().newPage();
    await open(fresh, '/cookie');
    await fresh.getByRole('button', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await fresh.close();
  });

  test('the test page echoes what is typed', async ({ page }) => {
    await open(page, '/testform');
    await page.getByLabel('Your text').fill('Hello, Amplio 123');
    await expect(page.getByTestId('echo')).toHaveText('Hello, Amplio 123');
  });

  test('/signup leads to both sign-up pages', async ({ page }) => {
    await open(page, '/signup');
    await expect(page.getByRole('link', { name: 'Create a creator account' })).toHaveAttribute('href', '/creator-register');
    await expect(page.getByRole('link', { name: 'Create a brand account' })).toHaveAttribute('href', '/brand-register');
    await page.getByRole('link', { name: 'Create a brand account' }).click();
    await expect(page).toHaveURL(/\/brand-register$/);
  });
});

test.describe('static demos', () => {
  test('the /testing mock-up shows every menu section, the stat cards, campaigns and notifications', async ({ page }) => {
    await open(page, '/testing');
    const menu = page.getByRole('navigation', { name: 'Mock-up menu' });
    for (const group of ['Main', 'Analytics', 'Profile', 'Opportunities', 'Account', 'Logistics', 'Monetization']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    for (const label of ['Earnings', 'Active campaigns', 'Engagement rate', 'Trust score'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    const table = page.getByRole('table');
    for (const column of ['Brand', 'Campaign', 'Due Date', 'Status', 'Payment', 'Action'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    await table.getByRole('button', { name: 'Submit Summer serum reel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted “Summer serum reel”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  });

  test('the creator dashboard demo switches tabs in place, uploads, filters, charts and deletes with a confirmation', async ({ page }) => {
    await open(page, '/creator-dashboard-demo');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'View all' }).click();
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/creator-dashboard-demo$/);

    const rows = page.getByTestId('content-row');
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'Upload content' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload content' });
    await upload.getByLabel('Title').fill('Festive look in 60 seconds');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload).toBeHidden();
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('Festive look in 60 seconds');
    await expect(rows.first()).toContainText('Processing');
    await expect(rows.first()).toContainText('Just now');
    await expect(rows.first()).toContainText('00:00');

    await page.getByRole('button', { name: 'Upload content' }).click();
    await page.getByRole('dialog', { name: 'Upload content' }).getByRole('button', { name: 'Upload' }).click();
    await expect(rows.first()).toContainText('Untitled Content');

    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Live Stream');
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await rows
      .nth(1)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete content' });
    await expect(confirm).toContainText('Are you sure you want to delete "Festive look in 60 seconds"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(7);
    await rows
      .nth(1)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(6);
    await expect(page.getByTestId('content-table')).not.toContainText('Festive look in 60 seconds');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByTestId('views-bar')).toHaveCount(7);
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('tab', { name: 'Monetization' }).click();
    await expect(page.getByText('Next payout')).toBeVisible();
    await page.getByRole('button', { name: 'Last 3 months' }).click();
    await expect(page.getByText('₹4,52,800')).toBeVisible();
  });

  test('the demo sidebar closes on tab change below 1024 px @mobile', async ({ page }) => {
    await open(page, '/creator-dashboard-demo');
    await page.getByRole('button', { name: 'Open menu' }).last().click();
    const sidebar = page.locator('aside[data-open]');
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(page.getByTestId('views-bar')).toHaveCount(7);
  });
});
