// What a visitor did on a page drawn by the server before the app took it over (issue 24): the
// page's first script (BOOT_SCRIPT in the server's seo module) holds taps on controls React had not
// hydrated yet and writes them down, with what was typed, in `window.__stopoverEarlyInput`. Once the
// page is the app's, they are played back in order, so no tap and no typed letter is lost.

/** One thing the visitor did early, as the boot script writes it down. */
export type EarlyInput = {
  type: 'click' | 'input' | 'submit';
  target: Element;
  /** The element's place under #root (child indexes), to find it again if React drew it anew. */
  path: number[];
  /** What the field held after an `input`. */
  value?: string;
};

type EarlyInputList = EarlyInput[] & { done?: boolean };

declare global {
  interface Window {
    __stopoverEarlyInput?: EarlyInputList;
  }
}

function find(entry: EarlyInput, root: Element | null): Element | null {
  if (entry.target.isConnected) return entry.target;
  let el: Element | null | undefined = root;
  for (const index of entry.path) el = el?.children[index];
  return el ?? null;
}

/**
 * Writes `value` into a field so React sees a change: its value tracker learns an empty value first
 * (through the element's own setter), then the prototype's setter writes the text, and the `input`
 * event carries it to the field's onChange.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Plays back what the visitor did before the app was ready; once a page load. */
export function replayEarlyInput(win: Window = window) {
  const early = win.__stopoverEarlyInput;
  if (!early || early.done) return;
  early.done = true;
  const root = win.document.getElementById('root');
  // Only the last value of each field counts: typing is played back as the text it left.
  const lastInput = new Map<Element, EarlyInput>();
  for (const entry of early) if (entry.type === 'input') lastInput.set(entry.target, entry);
  for (const entry of early.splice(0)) {
    const el = find(entry, root);
    if (!el) continue;
    if (entry.type === 'input') {
      if (lastInput.get(entry.target) !== entry) continue;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        typeInto(el, entry.value ?? '');
    } else if (entry.type === 'submit') {
      if (el instanceof HTMLFormElement) el.requestSubmit();
    } else if (el instanceof HTMLElement) {
      el.click();
    }
  }
}
