/** A finger signature on the estimate screen's canvas (a zig-zag of mouse moves). */
import type { Page } from '@playwright/test';

export async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.7 - 0.4 * Math.abs(Math.sin(i / 2))), {
      steps: 3,
    });
  await page.mouse.up();
}
