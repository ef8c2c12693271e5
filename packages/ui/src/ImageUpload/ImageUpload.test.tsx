import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { ImageUpload } from './ImageUpload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const image = (name: string, bytes = PNG, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
// The picker's own filter (accept) is the browser's; these tests feed the component what a renamed file would give.
const user = () => userEvent.setup({ applyAccept: false });

describe('ImageUpload', () => {
  let created: string[];
  beforeEach(() => {
    created = [];
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${created.length}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('takes PNG and JPEG images, previews them and announces them', async () => {
    const onFilesChange = vi.fn();
    const { container } = await renderWithProviders(<ImageUpload label="Proof" onFilesChange={onFilesChange} />, { locale: 'en' });
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture');
    const png = image('receipt.png');
    const jpeg = image('bank.jpg', JPEG, 'image/jpeg');
    await user().upload(input, [png, jpeg]);
    await waitFor(() => expect(onFilesChange).toHaveBeenLastCalledWith([png, jpeg]));
    expect(screen.getByRole('button', { name: 'Remove receipt.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bank.jpg' })).toBeInTheDocument();
    expect(container.querySelectorAll('img[src^="blob:preview-"]')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 images added.');
  });

  it('refuses each bad file with its reason and keeps the good ones', async () => {
    const onRefuse = vi.fn();
    const { container } = await renderWithProviders(
      <ImageUpload label="Proof" defaultFiles={[image('one.png'), image('two.png')]} onRefuse={onRefuse} />,
      { locale: 'en' },
    );
    const big = new File([new Uint8Array(PNG), new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user().upload(fileInput(container), [image('notes.png', [...new TextEncoder().encode('hello')]), big, image('three.png'), image('four.png')]);
    await waitFor(() => expect(onRefuse).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Remove three.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove four.png' })).not.toBeInTheDocument();
    const refusals = container.querySelector('[data-refusals]')!;
    expect(refusals).toHaveTextContent('notes.png is not a PNG or JPG image.');
    expect(refusals).toHaveTextContent('big.png is larger than 5 MB.');
    expect(refusals).toHaveTextContent('four.png was not added: at most 3 images are allowed.');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 image added\. notes\.png/);
  });

  it('removes an image, revokes its preview, announces it and returns focus to the add button', async () => {
    const onFilesChange = vi.fn();
    const kept = image('kept.png');
    await renderWithProviders(<ImageUpload label="Proof" defaultFiles={[image('gone.png'), kept]} onFilesChange={onFilesChange} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove gone.png' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([kept]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-0');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('status')).toHaveTextContent('gone.png removed.');
    expect(screen.getByRole('button', { name: 'Add images' })).toHaveFocus();
  });

  it('revokes every preview when it goes', async () => {
    const { unmount } = await renderWithProviders(<ImageUpload label="Proof" defaultFiles={[image('a.png'), image('b.png')]} />);
    unmount();
    expect(vi.mocked(URL.revokeObjectURL).mock.calls.map(([url]) => url).sort()).toEqual([...created].sort());
  });

  it('takes dropped files and shows the zone as a target while dragging', async () => {
    const onFilesChange = vi.fn();
    const { container } = await renderWithProviders(<ImageUpload label="Proof" onFilesChange={onFilesChange} />, { locale: 'en' });
    const zone = screen.getByRole('button', { name: 'Add images' }).parentElement!;
    const dropped = image('dropped.png');
    const dataTransfer = { files: [dropped], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging');
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer });
    });
    expect(zone).not.toHaveAttribute('data-dragging');
    await waitFor(() => expect(onFilesChange).toHaveBeenLastCalledWith([dropped]));
    expect(container.querySelectorAll('[data-image-preview]')).toHaveLength(1);
  });

  it('says the limit instead of opening the picker when full', async () => {
    const { container } = await renderWithProviders(
      <ImageUpload label="Proof" maxFiles={1} defaultFiles={[image('only.png')]} />,
      { locale: 'en' },
    );
    const click = vi.spyOn(fileInput(container), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Add images' }));
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You can add only 1 image. Remove one to add another.');
  });

  it('names the group by its label and describes the button with the limits', async () => {
    const { container } = await renderWithProviders(<ImageUpload label="Proof" isRequired errorMessage="Add a proof image" />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Proof' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add images' })).toHaveAccessibleDescription(
      'Up to 3 PNG or JPG images, 5 MB each at most. Error: Add a proof image',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
