import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RemarkField } from '../RemarkField/RemarkField';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { formatFileSize } from './file-size';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';
import { MAX_IMAGE_BYTES } from './image-files';
import { chooseFiles, dragFiles, dropZone, pngFile, pngOfSixMegabytes, textAsPng } from './image-upload-story-setup';

const THREE_IMAGES = [pngFile('bank-receipt.png'), pngFile('transfer-slip.png', 'transfer'), pngFile('screenshot-0412.png', 'screenshot')];

const meta = {
  title: 'Account/ImageUpload',
  component: ImageUpload,
  args: {
    label: <Trans>Proof of payment</Trans>,
    maxFiles: 3,
    maxFileSize: MAX_IMAGE_BYTES,
    isRequired: false,
    isDisabled: false,
    onFilesChange: fn(),
    onRefuse: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage', 'addLabel', 'dropHint', 'files', 'defaultFiles', 'ref'),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The withdrawal "not received" proof: a button that opens the picker (or the phone's camera), the limits under it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: translated('Proof of payment') });
    const add = within(group).getByRole('button', { name: translated('Add images') });
    const limits = translated(
      '{maxFiles, plural, one {One PNG or JPG image} other {Up to # PNG or JPG images}}, {sizeLimit} each at most.',
      { maxFiles: 3, sizeLimit: formatFileSize(MAX_IMAGE_BYTES, i18n.locale) },
    );
    await expect(add).toHaveAccessibleDescription(limits);
    const receipt = pngFile('bank-receipt.png');
    await chooseFiles(canvasElement, [receipt]);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([receipt]));
    await expect(canvas.getByRole('button', { name: translated('Remove {name}', { name: 'bank-receipt.png' }) })).toBeVisible();
  },
};

/** Every text a designer plays with: the label, help, error, the button and the drop hint. */
export const Playground: Story = {
  args: {
    label: 'Proof of payment',
    description: 'A screenshot of the transfer, PNG or JPG, 5 MB at most',
    errorMessage: '',
    addLabel: 'Add images',
    dropHint: 'or drop them here',
  },
  argTypes: textControls('label', 'description', 'errorMessage', 'addLabel', 'dropHint'),
};

/** Full: three previews, each with its remove button; the add button now says the limit. */
export const ThreeImages: Story = {
  args: { defaultFiles: THREE_IMAGES },
  play: async ({ canvas }) => {
    for (const file of THREE_IMAGES) {
      await expect(canvas.getByRole('button', { name: translated('Remove {name}', { name: file.name }) })).toBeVisible();
    }
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await userEvent.click(canvas.getByRole('button', { name: translated('Add images') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      translated('{maxFiles, plural, one {You can add only # image.} other {You can add at most # images.}} Remove one to add another.', {
        maxFiles: 3,
      }),
    );
  },
};

/** Files refused at one go, each with its reason; the good one is kept. */
export const RefusedFiles: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFiles(canvasElement, [textAsPng('notes.png'), pngOfSixMegabytes('camera-raw.png'), pngFile('receipt.png')]);
    await waitFor(() => expect(args.onRefuse).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText(translated('{name} is not a PNG or JPG image.', { name: 'notes.png' }))).toBeVisible();
    const sizeLimit = formatFileSize(MAX_IMAGE_BYTES, i18n.locale);
    await expect(canvas.getByText(translated('{name} is larger than {sizeLimit}.', { name: 'camera-raw.png', sizeLimit }))).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('data-image-preview'))).toHaveLength(1);
  },
};

/** Files dragged over the zone: it shows it will take them. */
export const Dragging: Story = {
  play: async ({ canvas }) => {
    const zone = dropZone(canvas.getByRole('button', { name: translated('Add images') }));
    dragFiles(zone, 'dragenter', [pngFile('receipt.png')]);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    await expect(getComputedStyle(zone).borderTopStyle).toBe('solid');
  },
};

/** The form's own error: an image is required. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <Trans>Add at least one image</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Add at least one image'));
    await expect(canvas.getByRole('button', { name: translated('Add images') })).toHaveAccessibleDescription(
      expect.stringContaining(translated('Add at least one image')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultFiles: THREE_IMAGES.slice(0, 1) },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

function NotReceivedForm(args: ImageUploadProps) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ImageUpload {...args} />
      <RemarkField label={t`Remark`} placeholder={t`What happened with this withdrawal?`} />
    </div>
  );
}

/** With its remark, as the withdrawal "not received" and activity application forms pair them. */
export const WithRemark: Story = {
  args: { defaultFiles: THREE_IMAGES.slice(0, 2) },
  render: (args) => <NotReceivedForm {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: translated('Remark') })).toBeVisible();
  },
};

/** Every brand in both colour modes: the refusals and error take the mode's colours. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { defaultFiles: THREE_IMAGES.slice(0, 2), errorMessage: <Trans>Add at least one image</Trans> },
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement).map((scope) => within(scope));
    const errors = scopes.map((scope) => getComputedStyle(scope.getByRole('alert')).color);
    await expect(errors[0]).not.toBe(errors[1]);
    await expect(errors[2]).not.toBe(errors[3]);
    const previews = scopes.map((scope) => getComputedStyle(scope.getAllByRole('listitem')[0]!).backgroundColor);
    await expect(previews[0]).not.toBe(previews[1]);
  },
};
