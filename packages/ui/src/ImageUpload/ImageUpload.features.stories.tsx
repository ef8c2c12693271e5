import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { formatFileSize } from './file-size';
import type { ImageUpload } from './ImageUpload';
import imageUploadMeta from './ImageUpload.stories';
import { MAX_IMAGE_BYTES } from './image-files';
import {
  chooseFiles,
  dropFiles,
  dropZone,
  fileInput,
  gifAsPng,
  jpegFile,
  pngFile,
  pngOfSixMegabytes,
  textAsPng,
} from './image-upload-story-setup';

const meta = {
  ...imageUploadMeta,
  title: 'Account/ImageUpload/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeName = (name: string) => translated('Remove {name}', { name });

/** The picker offers PNG and JPEG, several at once, and the phone's camera or gallery (no `capture`). */
export const PickPngAndJpeg: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).not.toHaveAttribute('capture');
    const receipt = pngFile('receipt.png');
    const photo = await jpegFile('IMG_2041.jpg');
    await chooseFiles(canvasElement, [receipt, photo]);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([receipt, photo]));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      translated('{count, plural, one {# image added.} other {# images added.}}', { count: 2 }),
    );
    await expect(canvas.getByRole('button', { name: removeName('IMG_2041.jpg') })).toBeVisible();
    const photoItem = canvas.getByRole('button', { name: removeName('IMG_2041.jpg') }).closest('li')!;
    await expect(photoItem).toHaveTextContent(formatFileSize(photo.size, i18n.locale));
  },
};

/** Checked by content: text renamed .png and a GIF called .png are refused, as are a 6 MB image and a 4th image. */
export const EachRefusalSaysWhy: Story = {
  args: { defaultFiles: [pngFile('one.png'), pngFile('two.png', 'transfer')] },
  play: async ({ canvas, canvasElement, args }) => {
    const third = pngFile('three.png', 'screenshot');
    await chooseFiles(canvasElement, [textAsPng('notes.png'), gifAsPng('animation.png'), pngOfSixMegabytes('huge.png'), third, pngFile('four.png')]);
    await waitFor(() => expect(args.onRefuse).toHaveBeenCalledTimes(1));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File), third]);
    const sizeLimit = formatFileSize(MAX_IMAGE_BYTES, i18n.locale);
    const reasons = [
      translated('{name} is not a PNG or JPG image.', { name: 'notes.png' }),
      translated('{name} is not a PNG or JPG image.', { name: 'animation.png' }),
      translated('{name} is larger than {sizeLimit}.', { name: 'huge.png', sizeLimit }),
      translated('{name} was not added: {maxFiles, plural, one {only # image is allowed} other {at most # images are allowed}}.', {
        name: 'four.png',
        maxFiles: 3,
      }),
    ];
    for (const reason of reasons) await expect(canvas.getByText(reason)).toBeVisible();
    const added = translated('{count, plural, one {# image added.} other {# images added.}}', { count: 1 });
    await expect(canvas.getByRole('status')).toHaveTextContent([added, ...reasons].join(' '));
  },
};

/** Files dropped on the zone are checked as chosen ones are; the zone shows itself while they hover. */
export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    const zone = dropZone(canvas.getByRole('button', { name: translated('Add images') }));
    const dropped = pngFile('dropped.png');
    dropFiles(zone, [dropped, textAsPng('readme.png')]);
    await expect(zone).not.toHaveAttribute('data-dragging');
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([dropped]));
    await expect(canvas.getByText(translated('{name} is not a PNG or JPG image.', { name: 'readme.png' }))).toBeVisible();
  },
};

/** Removing by keyboard: the image goes, its removal is announced and focus returns to the add button. */
export const RemoveByKeyboard: Story = {
  args: { defaultFiles: [pngFile('first.png'), pngFile('second.png', 'transfer')] },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: removeName('first.png') });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: removeName('first.png') })).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'second.png' })]);
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('{name} removed.', { name: 'first.png' }));
    await expect(canvas.getByRole('button', { name: translated('Add images') })).toHaveFocus();
  },
};
