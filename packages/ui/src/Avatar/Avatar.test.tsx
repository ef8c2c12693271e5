import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Siti Nur Aisyah')).toBe('SA');
    expect(initialsOf('  ahmad   razak ')).toBe('AR');
    expect(initialsOf('lucky88')).toBe('L');
  });

  it('takes the first character of a single word, whole characters only', () => {
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('𠮷野')).toBe('𠮷');
  });

  it('is empty without a name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as its alt text', async () => {
    await renderWithProviders(<Avatar src="/avatars/1.png" name="Siti Aisyah" />);
    const image = screen.getByRole('img', { name: 'Siti Aisyah' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/avatars/1.png');
  });

  it('falls back to the default picture, then the initials, as each fails to load', async () => {
    const { container } = await renderWithProviders(
      <Avatar src="/avatars/broken.png" fallbackSrc="/avatars/default.png" name="Siti Aisyah" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/avatars/default.png');
    fireEvent.error(screen.getByRole('img'));
    const avatar = screen.getByRole('img', { name: 'Siti Aisyah' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveAttribute('data-kind', 'initials');
    expect(avatar).toHaveTextContent('SA');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a person icon when there is neither a picture nor a name', async () => {
    const { container } = await renderWithProviders(<Avatar alt="Player" />);
    const avatar = screen.getByRole('img', { name: 'Player' });
    expect(avatar).toHaveAttribute('data-kind', 'icon');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('falls back to the icon when the picture of a nameless player fails', async () => {
    await renderWithProviders(<Avatar src="/broken.png" alt="Player" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Player' })).toHaveAttribute('data-kind', 'icon');
  });

  it('tries a new picture when src changes after a failure', async () => {
    const { rerender } = await renderWithProviders(<Avatar src="/broken.png" name="Ali" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('data-kind', 'initials');
    rerender(<Avatar src="/avatars/2.png" name="Ali" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/avatars/2.png');
  });

  it('is hidden from screen readers when alt is empty (the name is written beside it)', async () => {
    const { container } = await renderWithProviders(
      <p>
        <Avatar name="Ali" alt="" /> Ali
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-kind="initials"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its size as a data attribute and passes its ref', async () => {
    const ref = createRef<HTMLSpanElement>();
    await renderWithProviders(<Avatar name="Ali" size="xl" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('img'));
    expect(ref.current).toHaveAttribute('data-size', 'xl');
  });

  it('has no axe violations in any fallback', async () => {
    const { container } = await renderWithProviders(
      <>
        <Avatar src="/a.png" name="Ali" />
        <Avatar name="Ali" />
        <Avatar alt="Player" />
        <Avatar alt="" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
