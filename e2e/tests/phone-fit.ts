import { expect, type Page } from "@playwright/test";

/** A money figure as the app writes it: "$1,234", "$412.50", "-$3.10". */
const MONEY = /\$\s?\d[\d,]*(\.\d+)?/;

/**
 * Every money figure drawn in `main` (chart SVGs aside) that is not wholly visible: its block
 * overflows (scrollWidth > clientWidth: text-overflow or a clamp cut it), or an ancestor that clips
 * (overflow hidden, clip or auto) does not contain its text's box. Empty when every figure fits.
 */
export async function cutMoney(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const main = document.querySelector("main") ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const cut: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !pattern.test(text) || parent.closest("svg")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let block: Element | null = parent;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      if (block && block.scrollWidth > block.clientWidth + 1) {
        cut.push(`${text.trim()} (overflows its ${block.tagName.toLowerCase()})`);
        continue;
      }
      for (
        let clip: Element | null = parent;
        clip && clip !== main.parentElement;
        clip = clip.parentElement
      ) {
        const style = getComputedStyle(clip);
        if (style.overflowX === "visible" && style.textOverflow !== "ellipsis") continue;
        const frame = clip.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          cut.push(`${text.trim()} (cut by a ${clip.tagName.toLowerCase()})`);
          break;
        }
      }
    }
    return cut;
  }, MONEY.source);
}

/** The search box's width against `main`'s content width (its padding taken off). */
export async function searchShare(page: Page): Promise<number> {
  const search = page.getByTestId("list-search");
  await expect(search).toBeVisible();
  return search.evaluate((input) => {
    const field = input.closest(".mantine-TextInput-root") ?? input;
    const main = document.querySelector("main") ?? document.body;
    const style = getComputedStyle(main);
    const content =
      main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return field.getBoundingClientRect().width / content;
  });
}

/** Visible buttons in `main` (and open dialogs) under 44 px tall, by their text or label. */
export async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main button, main a.mantine-Button-root, [role=dialog] button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 43.5;
      })
      .map(
        (element) =>
          element.getAttribute("aria-label") || element.textContent?.trim() || element.outerHTML.slice(0, 80),
      ),
  );
}
