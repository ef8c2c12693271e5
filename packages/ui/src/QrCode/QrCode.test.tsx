import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { QrCode } from './QrCode';
import { qrMatrix, qrPath } from './qr-path';

const LINK = 'https://example.com/register?ref=ABC123';

describe('QrCode', () => {
  it('is one image named by its value, drawn as one path over a light square with the quiet zone', async () => {
    await renderWithProviders(<QrCode value={LINK} />, { locale: 'en' });
    const code = screen.getByRole('img', { name: `QR code: ${LINK}` });
    // 29 modules and 4 light ones on each side.
    expect(code).toHaveAttribute('viewBox', '0 0 37 37');
    expect(code).toHaveAttribute('data-modules', '29');
    expect(code.querySelectorAll('path')).toHaveLength(1);
    expect(code.querySelector('path')).toHaveAttribute('d', qrPath(qrMatrix(LINK, 'M')));
    expect(code.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(code.querySelector('path')).toHaveAttribute('fill', '#000000');
  });

  it('takes its size and error correction level', async () => {
    await renderWithProviders(<QrCode value={LINK} size={120} errorCorrection="H" />);
    const code = screen.getByRole('img');
    expect(code).toHaveAttribute('width', '120');
    expect(code).toHaveAttribute('data-modules', String(qrMatrix(LINK, 'H').length));
  });

  it('shows the value under the code, and then names the image only "QR code"', async () => {
    await renderWithProviders(<QrCode value={LINK} isValueShown />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
    expect(screen.getByText(LINK)).toBeVisible();
  });

  it('takes a name of the page’s own, and is translated', async () => {
    const { unmount } = await renderWithProviders(<QrCode value={LINK} label="Scan to join" />);
    expect(screen.getByRole('img', { name: 'Scan to join' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<QrCode value="ABC" />, { locale: 'zh' });
    expect(screen.getByRole('img')).not.toHaveAccessibleName('QR code: ABC');
  });

  it('passes its ref to the root', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(<QrCode ref={ref} value="ABC" data-testid="qr" />);
    expect(ref.current).toBe(screen.getByTestId('qr'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(<QrCode value={LINK} isValueShown />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
