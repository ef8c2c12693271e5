import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws the given number of text lines, the last of several shorter, all hidden from assistive technology', async () => {
    const { container } = await renderWithProviders(<Skeleton lines={3} />);
    const root = container.querySelector('[data-variant="text"]')!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    const lines = root.querySelectorAll('[data-variant="line"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveAttribute('data-last');
    expect(lines[0]).not.toHaveAttribute('data-last');
  });

  it('draws a single line without shortening it', async () => {
    const { container } = await renderWithProviders(<Skeleton />);
    const lines = container.querySelectorAll('[data-variant="line"]');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveAttribute('data-last');
  });

  it('sizes a circle from width or height, and a rect from its props', async () => {
    const { container } = await renderWithProviders(
      <>
        <Skeleton variant="circle" height={56} />
        <Skeleton variant="rect" width="50%" aspectRatio="16 / 9" />
      </>,
    );
    const circle = container.querySelector<HTMLElement>('[data-variant="circle"]')!;
    expect(circle.style.width).toBe('56px');
    expect(circle.style.height).toBe('56px');
    const rect = container.querySelector<HTMLElement>('[data-variant="rect"]')!;
    expect(rect.style.width).toBe('50%');
    expect(rect.style.aspectRatio).toBe('16 / 9');
    expect(rect).toHaveAttribute('data-has-ratio');
  });

  it('groups skeletons in an area that is busy and says what is loading, translated', async () => {
    const { rerender } = await renderWithProviders(
      <Skeleton.Group data-testid="group">
        <Skeleton variant="circle" />
        <Skeleton lines={2} />
      </Skeleton.Group>,
      { locale: 'zh' },
    );
    const group = screen.getByTestId('group');
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    rerender(
      <Skeleton.Group data-testid="group" isLoading={false}>
        <p>Ready</p>
      </Skeleton.Group>,
    );
    expect(group).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a label for the group', async () => {
    await renderWithProviders(<Skeleton.Group label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <Skeleton.Group>
        <Skeleton variant="circle" />
        <Skeleton lines={3} />
        <Skeleton variant="rect" aspectRatio={2} />
      </Skeleton.Group>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
