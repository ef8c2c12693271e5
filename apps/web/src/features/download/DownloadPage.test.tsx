import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '@brand';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import { appQrCode, installKind } from './app-links';
import DownloadPage from './DownloadPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

const section = (name: string) => screen.getByRole('region', { name });
const steps = (region: HTMLElement) => within(region).getAllByRole('listitem').map((item) => item.textContent);

describe('DownloadPage', () => {
  it("shows the brand's links and both platforms' installation guides as numbered steps", async () => {
    await renderInApp(<DownloadPage />, { route: '/down', siteStatus: siteStatusFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the Royal Lotto app' })).toBeInTheDocument();

    const android = section('Android');
    expect(within(android).getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', brand.appDownloads.android);
    const androidGuide = within(android).getByRole('region', { name: 'How to install on Android' });
    expect(androidGuide.querySelector('ol')).not.toBeNull();
    expect(steps(androidGuide)).toHaveLength(4);
    expect(steps(androidGuide)[1]).toContain('Allow from this source');
    expect(steps(androidGuide)[2]).toContain('Open the downloaded APK');

    const ios = section('iOS');
    expect(within(ios).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', brand.appDownloads.ios);
    const iosGuide = within(ios).getByRole('region', { name: 'How to install on iOS' });
    expect(steps(iosGuide)).toHaveLength(4);
    expect(steps(iosGuide)[2]).toContain('VPN & Device Management');
    // No QR code unless the platform's resources give one.
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it("shows a platform's QR code when its resource gives one", async () => {
    const resources = [{ resourceType: 'ANDROID', url: 'https://dl.example/app.apk', qrCodeUrl: 'https://dl.example/android-qr.png' }];
    await renderInApp(<DownloadPage />, { route: '/down', siteStatus: siteStatusFixture({ resources }) });
    // The picture itself loads lazily (not in jsdom); its name is there from the start.
    expect(within(section('Android')).getByRole('img', { name: 'QR code of the Android app download' })).toBeInTheDocument();
    expect(within(section('iOS')).queryByRole('img')).toBeNull();
  });

  it('offers the home screen, with its own steps, on a platform without an app (as jade has no iOS app)', async () => {
    await renderInApp(<DownloadPage appDownloads={{ android: 'https://play.google.com/store/apps/details?id=example.jade' }} brandName="Jade Palace" />, {
      route: '/down',
      siteStatus: siteStatusFixture(),
    });
    const ios = section('iOS');
    expect(within(ios).queryByRole('link')).toBeNull();
    expect(ios).toHaveTextContent('There is no iOS app yet. Add Jade Palace to your home screen instead');
    const homeScreen = within(ios).getByRole('region', { name: 'Add to your home screen' });
    expect(steps(homeScreen)[2]).toContain('Add to Home Screen');
    // A Google Play link has the store's steps, not the APK's.
    const androidGuide = within(section('Android')).getByRole('region', { name: 'How to install on Android' });
    expect(steps(androidGuide)).toHaveLength(3);
    expect(androidGuide).not.toHaveTextContent('APK');
  });

  it('is written in Malay and Chinese', async () => {
    await renderInApp(<DownloadPage />, { route: '/down', siteStatus: siteStatusFixture(), locale: 'ms' });
    expect(screen.getByRole('link', { name: 'Muat turun untuk Android' })).toBeInTheDocument();
    screen.getByRole('region', { name: 'Cara memasang pada iOS' });
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const resources = [{ resourceType: 'ios', url: 'https://dl.example/ios', qrCodeUrl: 'https://dl.example/ios-qr.png' }];
    await renderInApp(
      <main>
        <DownloadPage />
      </main>,
      { route: '/down', siteStatus: siteStatusFixture({ resources }), colorMode },
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('app links', () => {
  it('tells how each link installs', () => {
    expect(installKind('android', 'https://download.example/app.apk')).toBe('apk');
    expect(installKind('android', 'https://play.google.com/store/apps/details?id=x')).toBe('playStore');
    expect(installKind('ios', 'https://apps.apple.com/app/id1')).toBe('appStore');
    expect(installKind('ios', 'https://apps.example/ios')).toBe('profile');
    expect(installKind('ios', undefined)).toBe('homeScreen');
  });

  it('finds a QR code by platform, in any case, only with a qrCodeUrl', () => {
    const resources = [
      { resourceType: 'TELEGRAM', url: 'https://t.example', qrCodeUrl: 'https://t.example/qr.png' },
      { resourceType: 'Android', url: 'https://a.example' },
      { resourceType: 'IOS', url: 'https://i.example', qrCodeUrl: 'https://i.example/qr.png' },
    ];
    expect(appQrCode(resources, 'android')).toBeNull();
    expect(appQrCode(resources, 'ios')).toBe('https://i.example/qr.png');
    expect(appQrCode(undefined, 'ios')).toBeNull();
  });
});
