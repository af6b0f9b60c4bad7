import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changedControls } from '@/components/islands/live-controls';

/*
 * Which of an island's fields a visitor changed before its code arrived: the fields' current state against
 * the state the server rendered, as the browser keeps both. (Entering them again is a browser's work: the
 * islands' browser tests cover it.)
 */

type Fake = Partial<Omit<HTMLInputElement, 'options' | 'selectedOptions'>> & {
  options?: { defaultSelected: boolean }[];
  selectedOptions?: { defaultSelected: boolean }[];
};

const input = (fields: Fake): Fake => ({
  tagName: 'INPUT',
  type: 'text',
  disabled: false,
  value: '',
  defaultValue: '',
  checked: false,
  defaultChecked: false,
  ...fields,
});

/** A list of `count` options, `marked` the one the HTML marks selected (none: -1), on option `at`. */
function select(count: number, marked: number, at: number): Fake {
  const options = Array.from({ length: count }, (_, i) => ({ defaultSelected: i === marked }));
  return { tagName: 'SELECT', type: 'select-one', disabled: false, options, selectedOptions: [options[at]!] };
}

const read = (controls: Fake[]) =>
  changedControls({ querySelectorAll: () => controls } as unknown as ParentNode);
const changed = (...controls: Fake[]) =>
  read(controls).map(({ control }) => controls.indexOf(control as Fake));

// The field a visitor is typing in has the focus: its caret is kept with its value.
const focused: { activeElement: unknown } = { activeElement: null };
beforeAll(() => vi.stubGlobal('document', focused));
afterAll(() => vi.unstubAllGlobals());

describe('changedControls: the fields a visitor changed before the island was live', () => {
  it('finds a list moved off the option it started on, however that option was chosen', () => {
    expect(changed(select(4, -1, 0), select(4, -1, 3))).toEqual([1]);
    expect(changed(select(4, 2, 2), select(4, 2, 0))).toEqual([1]);
  });

  it('finds a box typed into, whatever the server put in it', () => {
    expect(changed(input({ value: '' }), input({ value: '500' }))).toEqual([1]);
    expect(
      changed(input({ value: 'abc', defaultValue: 'abc' }), input({ value: '', defaultValue: 'abc' })),
    ).toEqual([1]);
    expect(changed(input({ tagName: 'TEXTAREA', type: 'textarea', value: 'Hello' }))).toEqual([0]);
  });

  it('finds a box ticked or unticked, and the radio chosen (not the one it took the place of)', () => {
    const box = (checked: boolean, defaultChecked: boolean) =>
      input({ type: 'checkbox', checked, defaultChecked });
    const radio = (checked: boolean, defaultChecked: boolean) =>
      input({ type: 'radio', checked, defaultChecked });
    expect(changed(box(true, false), box(false, true), box(true, true), box(false, false))).toEqual([0, 1]);
    expect(changed(radio(false, true), radio(true, false), radio(false, false))).toEqual([1]);
  });

  it('leaves out what a visitor cannot have changed: disabled, hidden and button inputs', () => {
    expect(
      changed(
        input({ value: 'x', disabled: true }),
        input({ type: 'hidden', value: 'key' }),
        input({ type: 'submit', value: 'Send' }),
        input({ type: 'button', value: 'Go' }),
      ),
    ).toEqual([]);
  });

  it('keeps document order, so the fields are entered again as the visitor filled them', () => {
    const fields = [input({ value: 'a' }), select(3, -1, 1), input({ type: 'checkbox', checked: true })];
    expect(changed(...fields)).toEqual([0, 1, 2]);
  });

  it('keeps what the visitor left: the text, the tick, and the caret of the box they are typing in', () => {
    const typing = input({ value: 'anger', selectionStart: 2, selectionEnd: 5 });
    const ticked = input({ type: 'checkbox', checked: true, value: 'on' });
    focused.activeElement = typing;
    expect(read([typing, ticked])).toEqual([
      { control: typing, value: 'anger', checked: false, caret: [2, 5] },
      { control: ticked, value: 'on', checked: true, caret: null },
    ]);
    focused.activeElement = null;
    expect(read([typing])[0]!.caret).toBeNull();
  });
});
