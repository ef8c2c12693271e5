import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { svgPicture } from '../test/lobby-fixtures';
import { translated } from '../test/story-i18n';
import proseMeta, { Default as NoticeBody, type ProseStoryArgs } from './Prose.stories';

const meta = {
  ...proseMeta,
  title: 'Account/Prose/Features',
  tags: ['!autodocs'],
} satisfies Meta<ProseStoryArgs>;

export default meta;
type Story = StoryObj<typeof proseMeta>;

const phone = [(Story: () => ReactNode) => <div style={{ width: 320 }}>{Story()}</div>];

/**
 * On a phone the wide table scrolls in a box of its own, named for screen readers; Tab reaches
 * it, with the focus ring, and the body never scrolls sideways.
 */
export const WideTableScrollsInItsOwnRegion: Story = {
  ...NoticeBody,
  decorators: phone,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('group', { name: translated('Scrollable table') });
    await expect(within(region).getByRole('table')).toBeInTheDocument();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const body = region.parentElement!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);

    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
    // Focused, it scrolls: the arrow keys move it in the browser, as does this.
    region.scrollLeft = 80;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

/** A table that fits its box is no extra tab stop: Tab goes straight to the link after it. */
export const TableThatFitsIsNoTabStop: Story = {
  args: {
    html: '<table><tr><th>Level</th><th>Rebate</th></tr><tr><td>Gold</td><td>0.8%</td></tr></table><p><a href="https://example.com/">Terms</a></p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveFocus();
  },
};

/** Links are underlined, not told apart by colour alone, and show the focus ring on Tab. */
export const LinksKeepAFocusRing: Story = {
  args: { html: '<p>Read the <a href="https://example.com/terms">terms</a> and the <a href="https://example.com/faq">questions</a>.</p>' },
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('link', { name: 'terms' });
    await expect(getComputedStyle(terms).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    const style = getComputedStyle(terms);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('3px');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'questions' })).toHaveFocus();
  },
};

/** A picture wider than a phone shrinks to the width and keeps its shape; it loads lazily. */
export const ImagesNeverOverflow: Story = {
  args: { html: `<p><img src="${svgPicture(1600, 400, '#2d3b8f', 'WIDE')}" alt="Wide banner" width="1600" height="400"></p>` },
  decorators: phone,
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Wide banner' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    const box = image.getBoundingClientRect();
    const body = image.closest('p')!.parentElement!;
    await expect(box.width).toBeLessThanOrEqual(body.getBoundingClientRect().width);
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    await expect(box.width / box.height).toBeCloseTo(4, 1);
  },
};
