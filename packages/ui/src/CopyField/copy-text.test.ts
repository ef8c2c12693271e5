import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function setCopyCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('copyText', () => {
  let field: HTMLInputElement;
  let button: HTMLButtonElement;

  beforeEach(() => {
    field = Object.assign(document.createElement('input'), { value: 'https://example.com/r/ABC123', readOnly: true });
    button = document.createElement('button');
    document.body.append(field, button);
    button.focus();
  });

  afterEach(() => {
    field.remove();
    button.remove();
    setClipboard(undefined);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('writes through the Clipboard API when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const execCommand = setCopyCommand(true);
    await expect(copyText('ABC123', field)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(execCommand).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('falls back to selecting the field and the copy command when the API is missing', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => {
      // What the command copies: the selection at the moment it runs.
      expect(document.activeElement).toBe(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText(field.value, field)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(button).toHaveFocus();
  });

  it('falls back when the API refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    const execCommand = setCopyCommand(true);
    await expect(copyText(field.value, field)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('reports a failure and leaves the text selected, focused, to copy by hand', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('refused')) });
    setCopyCommand(false);
    await expect(copyText(field.value, field)).resolves.toBe(false);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('reports a failure when the copy command throws, or when there is no field to fall back on', async () => {
    setClipboard(undefined);
    setCopyCommand(new Error('not supported'));
    await expect(copyText(field.value, field)).resolves.toBe(false);
    await expect(copyText('ABC123')).resolves.toBe(false);
  });
});
