/**
 * When the app renders over a prerendered page instead of hydrating it (another language than
 * the prerender's French, src/main.tsx), its fields are replaced by new ones: what the person
 * typed meanwhile goes into them, and the field they were typing in keeps the focus. Nothing
 * typed in the page's first moments is lost, in any language.
 */
const TYPED =
  "input[name]:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea[name]";

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Watches `root` until each of its fields has its replacement (or `maxWaitMs` has passed). */
export function carryTypedValues(root: HTMLElement, maxWaitMs = 10_000): void {
  const before = new Map<string, Field>();
  for (const field of root.querySelectorAll<Field>(TYPED)) before.set(field.name, field);
  if (before.size === 0) return;
  let focused = nameOf(document.activeElement, before);
  const onFocus = (event: FocusEvent) => (focused = nameOf(event.target, before) ?? focused);
  document.addEventListener("focusin", onFocus, true);

  const observer = new MutationObserver(() => {
    for (const field of root.querySelectorAll<Field>(TYPED)) {
      const name = field.name;
      const old = before.get(name);
      if (!old || field === old || field.tagName !== old.tagName) continue;
      before.delete(name);
      if (old.value && !field.value) setValue(field, old.value);
      if (name === focused && document.activeElement !== field) {
        field.focus();
        field.setSelectionRange?.(field.value.length, field.value.length);
      }
    }
    if (before.size === 0) stop();
  });
  const timer = setTimeout(stop, maxWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener("focusin", onFocus, true);
  }
  observer.observe(root, { childList: true, subtree: true });
}

function nameOf(target: EventTarget | null, fields: Map<string, Field>): string | undefined {
  const name = (target as Field | null)?.name;
  return name && fields.get(name) === target ? name : undefined;
}

/** As typing does: through the element's own setter, then the event React listens to. */
function setValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
