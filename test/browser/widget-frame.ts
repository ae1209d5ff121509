import type { Frame, Page } from 'playwright-core';

/** The launcher is in a closed shadow root that selectors can't enter, so it is clicked where it is drawn. */
export async function clickLauncher(page: Page) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(width - 48, height - 48);
}

/** The chat window's frame (inside the same closed shadow root), once the loader has created it. */
export async function chatFrame(page: Page): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes('/widgets/'));
    if (frame) {
      await frame.waitForLoadState();
      return frame;
    }
    await page.waitForTimeout(50);
  }
}

/** The bubbles' texts as the widget shows them, oldest first. */
export function widgetHistory(frame: Frame): Promise<string[]> {
  return frame.locator('.bubble').evaluateAll((bubbles) => bubbles.map((bubble) => bubble.childNodes[1]?.textContent ?? ''));
}
