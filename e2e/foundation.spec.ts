import { builtSiteTest, expect, gotoHydrated, test } from './fixtures';
import { builtHtml, navLabel, pages, profile, projects, titleOf } from './site';
import { overviewProjectIds } from '@/test/content';
import { MACHINERY } from './scope';

test.describe('routes', () => {
  // Each page's title and single <h1> are checked in e2e/page-views.spec.ts, on the page's one
  // load with the other checks of that page.

  test('each unknown path ends at /', MACHINERY, async ({ page }) => {
    for (const path of ['/nope', '/a/b/c', '/projects/extra?x=1']) {
      await test.step(`unknown path ${path} ends at /`, async () => {
        await page.goto(path);
        await expect.soft(page).toHaveURL('/');
        await expect.soft(page).toHaveTitle(titleOf('/'));
      });
    }
  });

  test('an unknown in-app link ends at / without a reload', MACHINERY, async ({ page }) => {
    await gotoHydrated(page, '/experiences');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(titleOf('/'));
  });

  builtSiteTest('each route file holds its page heading in the raw HTML', async () => {
    for (const page of pages) {
      const html = builtHtml(page.path);
      expect(html).toContain('<h1');
      expect(html).toContain(`<title>${titleOf(page.path).replace("'", '&#x27;')}</title>`);
    }
  });
});

test.describe('scrolling', MACHINERY, () => {
  test('a page entered from a scrolled page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: navLabel('experiences') })
      .click();
    await expect(page).toHaveURL('/experiences');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the logo scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoHydrated(page, '/experiences');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${profile.name}, home` })
      .click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navbar', () => {
  test('highlights the current page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/projects');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: navLabel('projects') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      nav.getByRole('link', { name: navLabel('home'), exact: true }),
    ).not.toHaveAttribute('aria-current', 'page');
    await gotoHydrated(page, '/about-me');
    const aboutButton = page.locator('a[data-name="aboutMeBigButton"]');
    await expect(aboutButton).toHaveAttribute('aria-current', 'page');
    await expect(aboutButton).toHaveClass(/btn--outline/);
    await expect(aboutButton).toHaveClass(/btn--large/);
  });

  test(
    'menu button toggles the mobile menu; a link click closes it',
    MACHINERY,
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, '/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: navLabel('projects') })).toBeHidden();
      await menuButton.click();
      const closeButton = page.getByRole('button', { name: 'Close menu' });
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: navLabel('aboutMe') })).toBeVisible();
      await closeButton.click();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: navLabel('projects') }).click();
      await expect(page).toHaveURL('/projects');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(nav.getByRole('link', { name: navLabel('projects') })).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );

  test(
    'the large About Me button shows only above 850 px, also after resizing',
    MACHINERY,
    async ({ page }) => {
      const aboutButton = page.locator('a[data-name="aboutMeBigButton"]');
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, '/');
      await expect(aboutButton).toBeVisible();
      await page.setViewportSize({ width: 800, height: 800 });
      await expect(aboutButton).toHaveCount(0);
      await page.setViewportSize({ width: 851, height: 800 });
      await expect(aboutButton).toBeVisible();
      await page.setViewportSize({ width: 850, height: 800 });
      await expect(aboutButton).toHaveCount(0);

      await page.setViewportSize({ width: 800, height: 800 });
      await gotoHydrated(page, '/experiences');
      await expect(aboutButton).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: navLabel('aboutMe') }),
      ).toBeVisible();
    },
  );

  test(
    'is transparent at the top of / and solid after scrolling 300 px',
    MACHINERY,
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, '/');
      const header = page.getByRole('banner');
      const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    },
  );

  test(
    'is solid away from / with the menu closed, at the top of the page',
    MACHINERY,
    async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, '/experiences');
      const header = page.getByRole('banner');
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe('rgba(0, 0, 0, 0)');
    },
  );
});

test.describe('footer', () => {
  test('has pages, the featured project deep links and all projects, social links and the last-updated date', async ({
    page,
  }) => {
    await gotoHydrated(page, '/experiences');
    const footer = page.getByRole('contentinfo');
    const pagesNav = footer.getByRole('navigation', { name: 'Pages' });
    for (const p of pages) {
      await expect(pagesNav.getByRole('link', { name: p.navLabel, exact: true })).toHaveAttribute(
        'href',
        p.path,
      );
    }
    // The featured projects (the home page's cards, at most six), then a link to all of them.
    const projectsNav = footer.getByRole('navigation', { name: 'Projects' });
    const featured = overviewProjectIds
      .map((id) => projects.find((p) => p.id === id))
      .filter((p) => p !== undefined)
      .slice(0, 6);
    await expect(projectsNav.getByRole('link')).toHaveText([
      ...featured.map((p) => p.name),
      'All projects',
    ]);
    for (const project of featured) {
      await expect(
        projectsNav.getByRole('link', { name: project.name, exact: true }),
      ).toHaveAttribute('href', `/projects#${project.section}&${project.id}`);
    }
    await expect(projectsNav.getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    for (const link of profile.social) {
      const anchor = footer.getByRole('link', { name: link.label, exact: true });
      await expect(anchor).toHaveAttribute('href', link.href);
      // Links to other sites open like every outbound link; e-mail and phone links do not.
      if (/^https?:/.test(link.href)) {
        await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    await expect(footer).toContainText(
      /Last Updated: (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
  });

  test('footer links navigate within the site', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: navLabel('aboutMe') })
      .click();
    await expect(page).toHaveURL('/about-me');
    await expect(page).toHaveTitle(titleOf('/about-me'));
  });
});

test.describe('accessibility', () => {
  // axe on every page, light and dark: e2e/page-views.spec.ts.

  test(
    'the skip link is the first stop and moves focus to the main content',
    MACHINERY,
    async ({ page }) => {
      await gotoHydrated(page, '/experiences');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    },
  );
});
