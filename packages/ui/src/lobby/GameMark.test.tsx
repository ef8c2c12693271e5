import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { GameMark } from './GameMark';

describe('GameMark', () => {
  it('says Hot or New in the player language, with its tone for styles', async () => {
    const { container } = await renderWithProviders(
      <p>
        <GameMark tone="hot" /> <GameMark tone="new" />
      </p>,
      { locale: 'zh' },
    );
    expect(screen.getByText('热门')).toHaveAttribute('data-tone', 'hot');
    expect(screen.getByText('新')).toHaveAttribute('data-tone', 'new');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is worded in Malay, the default language', async () => {
    await renderWithProviders(<GameMark tone="hot" />);
    expect(screen.getByText('Hangat')).toBeInTheDocument();
  });
});
