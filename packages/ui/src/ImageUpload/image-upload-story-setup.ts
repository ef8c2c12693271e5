import { userEvent } from 'storybook/test';

// Small real PNGs (64 × 64), so that previews in the stories show a picture.
const PNG_BASE64 = {
  receipt: 'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAaklEQVR42u3WoREAIAwEwXgKpGZqwUSjqCCeDMukAFbdx5iruvPSqz4ZAAAAzQGZu/UBAAB0B+gAAACALSRkAAC2kA4AAADYQkIGAGAL6QAAAIAtJGQAALaQDgAAANhCQgYAYAvpAMAngAsgcOGi83nPpAAAAABJRU5ErkJggg==',
  transfer: 'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAWElEQVR42u3PMQ0AIAwAsOmYEeThlmM3AqYBviVNaqCRe40WAgICAgICAgICAgICAgKfgXNrNAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBBw1e833/NxS2VQAAAABJRU5ErkJggg==',
  screenshot: 'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAZUlEQVR42u3ZwQkAIAwDwK7pnC7UHRxAZ2hBEDzIO/SeobFXljJHlHK7PwAAAAAAAAAAAAAA2oDXDqr2AwAAAAAAAAAAAAD0ARYZAAAAAAAAAAAAgP+ARQYAAAAAAAAAAADwHeAAfrDxwzmt6MoAAAAASUVORK5CYII=',
};

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/** A real PNG file, named as a player's proof would be. */
export function pngFile(name: string, picture: keyof typeof PNG_BASE64 = 'receipt'): File {
  return new File([bytesOf(PNG_BASE64[picture])], name, { type: 'image/png' });
}

/** A real JPEG drawn on a canvas, as a phone camera would give one. */
export async function jpegFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#0b57c9';
  context.fillRect(0, 0, 64, 64);
  context.fillStyle = '#ffffff';
  context.fillRect(12, 24, 40, 16);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/jpeg', 0.8));
  return new File([blob], name, { type: 'image/jpeg' });
}

/** Text renamed to .png: the picker and the MIME type say PNG, its bytes do not. */
export const textAsPng = (name: string) => new File(['Transfer done, see attached'], name, { type: 'image/png' });

/** A GIF calling itself a PNG. */
export const gifAsPng = (name: string) => new File(['GIF89a\x01\x00\x01\x00'], name, { type: 'image/png' });

/** A real PNG padded past 6 MB. */
export const pngOfSixMegabytes = (name: string) =>
  new File([bytesOf(PNG_BASE64.receipt), new Uint8Array(6 * 1024 * 1024)], name, { type: 'image/png' });

/** The upload's hidden file input (named by nothing: the "Add images" button stands for it). */
export const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The zone that takes dropped files: the parent of the add button. */
export const dropZone = (addButton: HTMLElement) => addButton.parentElement!;

/**
 * Chooses files in the picker. The picker's own filter (`accept`) belongs to the browser and lets
 * a renamed file through, so the component must sniff it: user-event's filter is turned off.
 */
export const chooseFiles = (canvasElement: HTMLElement, files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), files);

/** Files dragged from the desktop over an element: a real DataTransfer carrying them. */
export function draggedFiles(files: File[]): DataTransfer {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return dataTransfer;
}

/**
 * Fires a drag event carrying the files, as the browser does. Native events, since Testing
 * Library's fireEvent copies a DataTransfer's own properties only and so loses its files.
 */
export function dragFiles(target: HTMLElement, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[]) {
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: draggedFiles(files) }));
}

/** Drags files onto the zone and drops them there. */
export function dropFiles(zone: HTMLElement, files: File[]) {
  dragFiles(zone, 'dragenter', files);
  dragFiles(zone, 'dragover', files);
  dragFiles(zone, 'drop', files);
}
