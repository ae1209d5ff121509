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

export type Launcher = { name: string; left: number; width: number } | null;

/**
 * The launcher as the browser's accessibility tree has it: its name and where it is drawn, relative to its page. Page
 * scripts (and selectors) can't enter the loader's closed shadow root; the accessibility tree can.
 */
export async function launcherOn(page: Page, names: RegExp, frameUrl?: string): Promise<Launcher> {
  const cdp = await page.context().newCDPSession(page);
  try {
    type FrameTree = { frame: { id: string; url: string }; childFrames?: FrameTree[] };
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const find = (tree: FrameTree): string | undefined => (tree.frame.url === frameUrl ? tree.frame.id : tree.childFrames?.map(find).find(Boolean));
    const frameId = frameUrl ? find(frameTree) : undefined;
    if (frameUrl && !frameId) return null;
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree', frameId ? { frameId } : {})) as {
      nodes: Array<{ role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number; ignored: boolean }>;
    };
    const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && names.test(node.name?.value ?? ''));
    if (!button?.backendDOMNodeId) return null;
    const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: button.backendDOMNodeId })) as { model: { border: number[]; width: number } };
    return { name: button.name!.value, left: model.border[0], width: model.width };
  } catch {
    // Not laid out (hidden) or gone: no launcher to see.
    return null;
  } finally {
    await cdp.detach();
  }
}

/** Writes in the chat's composer key by key and sends with Enter, as a visitor types. */
export async function writeInChat(frame: Frame, text: string) {
  const composer = frame.getByLabel('Message', { exact: true });
  await composer.click();
  await composer.pressSequentially(text);
  await composer.press('Enter');
}
