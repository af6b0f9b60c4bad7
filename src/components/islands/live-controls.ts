import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a visitor put into an island's fields before its code arrived (a clinician chosen, an amount typed,
 * a box ticked), handed to the island as it comes alive, so that it computes with what its fields hold and
 * never sets them back to the state its server render had. React hydrates over the fields without
 * touching what they hold, but its state is the server's: the next render would put the server's state
 * back into a field it controls, and a figure worked out from its state would use the server's choice.
 *
 * The browser keeps each field's server-rendered state beside its current one (`defaultValue`,
 * `defaultChecked`, an option's `defaultSelected`); a field whose state differs was changed on the page.
 * Each such field is entered again as the browser reports a visitor's change (`input` and `change`
 * events, a click for a box), so the island's own change handlers take it in: an island reads nothing
 * itself, it calls `useLiveControls(ref)` with a ref to the element around its fields.
 */

/** A field of a form, whether or not it is inside a `<form>`. */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A changed field and the state the visitor left in it, with the caret when they are typing in it. */
export interface ControlState {
  control: Control;
  value: string;
  checked: boolean;
  caret: [number, number] | null;
}

/** Inputs with no state a visitor types or chooses. */
const STATELESS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

const isBox = (control: Control) => control.type === 'checkbox' || control.type === 'radio';

function isChanged(control: Control): boolean {
  if (control.disabled || STATELESS.has(control.type)) return false;
  if (control.tagName === 'SELECT') {
    // A list starts on its last option marked selected, else on its first.
    const select = control as HTMLSelectElement;
    const options = [...select.options];
    return (
      select.selectedOptions[0] !== (options.filter((option) => option.defaultSelected).pop() ?? options[0])
    );
  }
  const field = control as HTMLInputElement;
  if (!isBox(field)) return field.value !== field.defaultValue;
  // A radio counts where it was chosen; the one it took the place of follows from it.
  return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
}

function stateOf(control: Control): ControlState {
  const { value, checked, selectionStart, selectionEnd } = control as HTMLInputElement;
  // A list, and an email or number box, have no caret to keep.
  const typing = document.activeElement === control && selectionStart != null && selectionEnd != null;
  return { control, value, checked, caret: typing ? [selectionStart, selectionEnd] : null };
}

/** The fields under `root` that no longer hold their server-rendered state, in document order. */
export function changedControls(root: ParentNode): ControlState[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')].filter(isChanged).map(stateOf);
}

/**
 * Enters a field's state again as the browser reports a visitor's change. React keeps its own copy of a
 * text field's value and of a box's tick, and ignores an event that does not change it: the copy is set
 * to the server's state through the element's own property, then the visitor's state is put back beneath
 * it, through the prototype's setter or a click, as typing or a tick does. All of it in one task: the page
 * never paints the server's state in between.
 */
function reenter({ control, value, checked, caret }: ControlState): void {
  const field = control as HTMLInputElement;
  if (!field.isConnected) return;
  if (isBox(field)) {
    field.checked = !checked;
    field.click();
    return;
  }
  if (field.tagName !== 'SELECT') field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  if (caret) field.setSelectionRange(...caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Starts the island from what the fields under `root` hold when it comes alive. Their state is read as
 * React commits the hydration, before any render could change a field, and entered once the commit is
 * done, so each change is handled (and rendered) like a visitor's.
 */
export function useLiveControls(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const changed = root.current ? changedControls(root.current) : [];
    if (changed.length > 0) queueMicrotask(() => changed.forEach(reenter));
  }, [root]);
}
