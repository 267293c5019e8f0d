import type { Locator, Page } from '@playwright/test';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/*
 * Fixes found when the site was tried as a new user would (issue 14, point 8), at phone width in
 * Chromium: the sign-in prompt of an anonymous /projects, the banners' share of the first screen, and
 * the help page's tables and code blocks at 375 px.
 */

const WIDTH = 375;
const HEIGHT = 812;

test.use({ viewport: { width: WIDTH, height: HEIGHT } });

/** The part of `locator`'s box inside the first screen (0..WIDTH × 0..HEIGHT), in px². */
async function areaOnFirstScreen(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) return 0;
  const width = Math.max(0, Math.min(box.x + box.width, WIDTH) - Math.max(box.x, 0));
  const height = Math.max(0, Math.min(box.y + box.height, HEIGHT) - Math.max(box.y, 0));
  return width * height;
}

/** How far the page scrolls sideways: its scroll width beyond the viewport, in px. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      document.documentElement.clientWidth,
  );
}

test.describe('anonymous /projects', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(QUIET_BANNERS);
  });

  test('asks the visitor to sign in instead of failing, and sends no projects request', async ({ page }) => {
    const projectRequests: string[] = [];
    page.on('request', (request) => {
      const api = ['fetch', 'xhr'].includes(request.resourceType());
      if (api && /\/projects(\/|$)/.test(new URL(request.url()).pathname))
        projectRequests.push(request.url());
    });

    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects | PLC IO Simulator');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const prompt = page.getByRole('region', { name: 'Sign in', exact: true });
    await expect(prompt).toContainText('Sign in to see your saved projects.');
    await expect(page.getByText('Failed to load projects.')).toHaveCount(0);
    await expect(prompt.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(projectRequests).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    const signIn = prompt.getByRole('link', { name: 'Sign in', exact: true });
    await expect(signIn).toHaveAttribute('href', '/signin');
    await signIn.click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('banners on a first visit', () => {
  // One banner at a time (issue 22 item 13, tests/e2e/banners.spec.ts): each must stay compact alone.
  for (const path of ['/help', '/examples', '/']) {
    test(`the cookie banner, then the survey, each cover at most 25% of the first screen on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const survey = page.getByRole('complementary', { name: 'Survey' });
      const cookies = page.getByRole('region', { name: 'Cookie consent' });
      // Each is there in turn, with everything it must say and offer.
      await expect(cookies).toBeVisible();
      await expect(cookies).toContainText('This website uses cookies to improve your experience.');
      await expect(cookies.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expect(cookies.getByRole('button', { name: 'Decline' })).toBeVisible();
      expect(await areaOnFirstScreen(cookies)).toBeLessThanOrEqual(0.25 * WIDTH * HEIGHT);
      // The cookie banner sits at the bottom of the first screen and is not wider than the screen.
      const cookieBox = await cookies.boundingBox();
      expect(cookieBox).not.toBeNull();
      expect((cookieBox?.y ?? 0) + (cookieBox?.height ?? 0)).toBeLessThanOrEqual(HEIGHT + 1);
      expect(await cookies.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);

      await cookies.getByRole('button', { name: 'Decline' }).click();
      await expect(survey).toBeVisible();
      await expect(survey).toContainText('free sticker');
      await expect(survey.getByRole('link', { name: 'Take the survey' })).toBeVisible();
      await expect(survey.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      expect(await areaOnFirstScreen(survey)).toBeLessThanOrEqual(0.25 * WIDTH * HEIGHT);
      expect(await survey.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('the community-chat banner is as compact as the survey banner', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'false');
      localStorage.setItem('surveyHidden', 'true');
    });
    await page.goto('/help');
    const chat = page.getByRole('complementary', { name: 'Community chat' });
    await expect(chat.getByRole('link', { name: 'Join the chat' })).toBeVisible();
    expect((await areaOnFirstScreen(chat)) / (WIDTH * HEIGHT)).toBeLessThanOrEqual(0.25);
  });
});

test.describe('the help page at 375 px', () => {
  test('has no horizontal page overflow; its tables scroll inside their own box', async ({ page }) => {
    // The banners stay: the page must not overflow with them either.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.locator('.help-page table').first()).toBeAttached();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // Every table's scroll box (its ScrollTable box, or the table itself) fits the screen.
    const boxes = await page.locator('.help-page table').evaluateAll((tables) =>
      tables.map((table) => {
        const box = (table.closest('.help-table-scroll') ?? table) as HTMLElement;
        const rect = box.getBoundingClientRect();
        return {
          caption: table.querySelector('caption')?.textContent ?? '',
          left: rect.left,
          right: rect.right,
          overflowX: getComputedStyle(box).overflowX,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(10);
    for (const box of boxes) {
      expect(box.left, box.caption).toBeGreaterThanOrEqual(0);
      expect(box.right, box.caption).toBeLessThanOrEqual(WIDTH);
      expect(['auto', 'scroll'], box.caption).toContain(box.overflowX);
    }

    // The seven-column test sequence is wider than the screen: its box scrolls, the page does not.
    const sequence = page.getByRole('region', { name: 'Table: A test sequence for the delay lamp' });
    await expect(sequence).toBeVisible();
    expect(await sequence.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await sequence.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => sequence.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('every code block is reachable with Tab and named', async ({ page, context }) => {
    await context.addInitScript(QUIET_BANNERS);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const blocks = page.locator('.help-page pre');
    const count = await blocks.count();
    expect(count).toBeGreaterThanOrEqual(7);

    // Each is a named region in the tab order.
    const named = await blocks.evaluateAll((pres) =>
      pres.map((pre) => ({
        tabIndex: pre.tabIndex,
        role: pre.getAttribute('role'),
        name: pre.getAttribute('aria-label') ?? '',
      })),
    );
    for (const block of named) {
      expect(block.tabIndex, block.name).toBe(0);
      expect(block.role, block.name).toBe('region');
      expect(block.name.trim()).not.toBe('');
    }

    // Tab from the top of the page until every block has had the focus (or the stops run out).
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { focusedBlocks: Set<number> }).focusedBlocks = seen;
      document.addEventListener('focusin', (event) => {
        const pres = [...document.querySelectorAll('.help-page pre')];
        const index = pres.indexOf(event.target as Element);
        if (index >= 0) seen.add(index);
      });
    });
    await page.locator('body').focus();
    const stops = await page
      .locator('a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])')
      .count();
    const focused = () =>
      page.evaluate(() => (window as unknown as { focusedBlocks: Set<number> }).focusedBlocks.size);
    for (let pressed = 0; pressed < stops + 10; pressed++) {
      await page.keyboard.press('Tab');
      if (pressed % 20 === 19 && (await focused()) === count) break;
    }
    expect(await focused()).toBe(count);
  });
});
