import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

/**
 * The darkest and brightest pixels (relative luminance, 0 to 1) of the right end of a control: a
 * date input's calendar icon on the field's background.
 */
async function rightEndLuminance(
  page: Page,
  control: Locator,
  width = 28,
): Promise<{ darkest: number; brightest: number }> {
  const png = (await control.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, width }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2d canvas');
      context.drawImage(image, 0, 0);
      // Inside the border and the focus ring's room: the icon only.
      const scale = window.devicePixelRatio;
      const inset = Math.round(4 * scale);
      const { data } = context.getImageData(
        image.width - Math.round(width * scale),
        inset,
        Math.round(width * scale) - inset,
        image.height - 2 * inset,
      );
      let darkest = 1;
      let brightest = 0;
      for (let index = 0; index < data.length; index += 4) {
        const [red = 0, green = 0, blue = 0] = [data[index], data[index + 1], data[index + 2]];
        const luminance = (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
        darkest = Math.min(darkest, luminance);
        brightest = Math.max(brightest, luminance);
      }
      return { darkest, brightest };
    },
    { png, width },
  );
}

const colorScheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

for (const [os, chosen, other] of [
  ['light', 'Dark', 'dark'],
  ['dark', 'Light', 'light'],
] as const) {
  test.describe(`with the OS set to ${os}`, () => {
    test.use({ colorScheme: os });

    test(`the ${chosen.toLowerCase()} theme draws native controls ${other} too`, async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/settings');
      await page.getByRole('radio', { name: chosen }).check();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
      expect(await colorScheme(page)).toBe(other);

      await page.goto('/users');
      const from = page.getByRole('group', { name: 'Created from', exact: true });
      await expect(from).toBeVisible();
      expect(await from.evaluate((input) => getComputedStyle(input).colorScheme)).toBe(other);
      // The calendar icon stands out from the field: light on the dark theme, dark on the light.
      const { darkest, brightest } = await rightEndLuminance(page, from);
      if (other === 'dark') expect(brightest).toBeGreaterThan(0.6);
      else expect(darkest).toBeLessThan(0.4);
    });
  });
}

test('with reduced motion a theme switch reaches the whole page at once, with no transition', async ({
  page,
}) => {
  // The config asks for reduced motion, as a user may.
  await signIn(page);
  await page.goto('/goals');
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row').nth(1)).toBeVisible();
  const running = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    const next = root.classList.contains('dark') ? 'light' : 'dark';
    root.classList.remove('light', 'dark');
    root.classList.add(next);
    await frame();
    await frame();
    return document.getAnimations().filter((animation) => animation instanceof CSSTransition)
      .length;
  });
  expect(running).toBe(0);
});
