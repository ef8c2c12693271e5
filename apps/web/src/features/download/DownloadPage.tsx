import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image, noTransitionForReducedMotion, focusRing } from '@platform/ui';
import { brand } from '@brand';
import type { BrandAppDownloads } from '../../../brands/brand';
import { CustomerServiceButton } from '../customer-service';
import { useSiteStatus } from '../../lib/site-status-context';
import { NumberedSteps } from '../../components/NumberedSteps';
import { appQrCode, installKind, type AppPlatform, type InstallKind } from './app-links';
import { actionBand } from '../../components/action-band';

export interface DownloadPageProps {
  /** The app links; the brand's by default. */
  appDownloads?: BrandAppDownloads;
  /** The brand's name as players see it; the brand's by default. */
  brandName?: string;
}

/**
 * The app download page (/down): for Android and for iOS, the brand's download link (with its QR
 * code when the platform's resources give one) and the installation guide as numbered steps; a
 * platform without an app gets the steps to add the site to the home screen instead.
 */
export default function DownloadPage({ appDownloads = brand.appDownloads, brandName = brand.name }: DownloadPageProps) {
  const headingId = useId();
  const { status } = useSiteStatus();
  return (
    <Page aria-labelledby={headingId}>
      <Intro>
        <h1 id={headingId}>
          <Trans>Get the {brandName} app</Trans>
        </h1>
        <p>
          <Trans>Play on your phone wherever you are. Install the app for Android or iOS and log in with your usual account.</Trans>
        </p>
      </Intro>
      <Platforms>
        <PlatformSection platform="android" url={appDownloads.android} qrCode={appQrCode(status.resources, 'android')} brandName={brandName} />
        <PlatformSection platform="ios" url={appDownloads.ios} qrCode={appQrCode(status.resources, 'ios')} brandName={brandName} />
      </Platforms>
      <Help>
        <p>
          <Trans>Install the app only from the links on this page. Trouble installing? Our customer service team can help.</Trans>
        </p>
        <CustomerServiceButton variant="secondary" />
      </Help>
    </Page>
  );
}
DownloadPage.displayName = 'DownloadPage';

interface PlatformSectionProps {
  platform: AppPlatform;
  url: string | undefined;
  qrCode: string | null;
  brandName: string;
}

function PlatformSection({ platform, url, qrCode, brandName }: PlatformSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const guideId = useId();
  const kind = installKind(platform, url);
  const platformName = platform === 'android' ? 'Android' : 'iOS';
  return (
    <Card aria-labelledby={headingId} data-platform={platform}>
      <CardTitle id={headingId}>
        {platform === 'android' ? <AndroidIcon /> : <AppleIcon />}
        {platformName}
      </CardTitle>
      {url ? (
        <Get>
          {qrCode && (
            <Qr>
              <Image
                src={qrCode}
                alt={platform === 'android' ? t`QR code of the Android app download` : t`QR code of the iOS app download`}
                width={144}
                height={144}
                fit="contain"
              />
              <figcaption>
                <Trans>On a computer? Scan the code with your phone's camera.</Trans>
              </figcaption>
            </Qr>
          )}
          <DownloadLink href={url} rel="noopener">
            <DownloadIcon />
            {platform === 'android' ? <Trans>Download for Android</Trans> : <Trans>Download for iOS</Trans>}
          </DownloadLink>
        </Get>
      ) : (
        <Unavailable>
          {platform === 'android' ? (
            <Trans>There is no Android app yet. Add {brandName} to your home screen instead: it opens like an app.</Trans>
          ) : (
            <Trans>There is no iOS app yet. Add {brandName} to your home screen instead: it opens like an app.</Trans>
          )}
        </Unavailable>
      )}
      <Guide aria-labelledby={guideId}>
        <GuideTitle id={guideId}>
          {kind === 'homeScreen' ? (
            <Trans>Add to your home screen</Trans>
          ) : platform === 'android' ? (
            <Trans>How to install on Android</Trans>
          ) : (
            <Trans>How to install on iOS</Trans>
          )}
        </GuideTitle>
        <InstallSteps platform={platform} kind={kind} brandName={brandName} />
      </Guide>
    </Card>
  );
}

/** The numbered steps of one way to install. */
function InstallSteps({ platform, kind, brandName }: { platform: AppPlatform; kind: InstallKind; brandName: string }) {
  const logIn = (
    <Trans>
      Open the <strong>{brandName}</strong> app and log in with your username and password.
    </Trans>
  );
  let steps: ReactNode[];
  let note: ReactNode = null;
  switch (kind) {
    case 'apk':
      steps = [
        <Trans>
          On your Android phone, tap <strong>Download for Android</strong> to download the installation file (APK).
        </Trans>,
        <Trans>
          If your phone asks, allow installs from this source: in <strong>Settings › Apps › Special app access › Install unknown apps</strong>, choose your browser and turn on <strong>Allow from this source</strong>.
        </Trans>,
        <Trans>
          Open the downloaded APK from your notifications or the <strong>Downloads</strong> folder and tap <strong>Install</strong>.
        </Trans>,
        logIn,
      ];
      note = (
        <Trans>Android warns about every app installed outside Google Play. That is expected: install only the file from this page.</Trans>
      );
      break;
    case 'playStore':
      steps = [
        <Trans>
          On your Android phone, tap <strong>Download for Android</strong>: Google Play opens on the app's page.
        </Trans>,
        <Trans>
          Tap <strong>Install</strong> and wait until the download finishes.
        </Trans>,
        logIn,
      ];
      break;
    case 'appStore':
      steps = [
        <Trans>
          On your iPhone or iPad, tap <strong>Download for iOS</strong>: the App Store opens on the app's page.
        </Trans>,
        <Trans>
          Tap <strong>Get</strong> and confirm with Face ID, Touch ID or your Apple ID password.
        </Trans>,
        logIn,
      ];
      break;
    case 'profile':
      steps = [
        <Trans>
          Open this page in <strong>Safari</strong> on your iPhone or iPad and tap <strong>Download for iOS</strong>.
        </Trans>,
        <Trans>
          When iOS asks, tap <strong>Install</strong>, then wait until the app's icon appears on your home screen.
        </Trans>,
        <Trans>
          Before you open it the first time, trust the profile: go to <strong>Settings › General › VPN & Device Management</strong>, tap the app's developer profile and tap <strong>Trust</strong>.
        </Trans>,
        logIn,
      ];
      break;
    case 'homeScreen':
      steps =
        platform === 'android'
          ? [
              <Trans>
                Open this site in <strong>Chrome</strong> on your Android phone.
              </Trans>,
              <Trans>
                Tap the menu (<strong>⋮</strong>) at the top right.
              </Trans>,
              <Trans>
                Tap <strong>Add to Home screen</strong>, then <strong>Add</strong>.
              </Trans>,
              <Trans>Open {brandName} from its icon on your home screen.</Trans>,
            ]
          : [
              <Trans>
                Open this site in <strong>Safari</strong> on your iPhone or iPad.
              </Trans>,
              <Trans>
                Tap the <strong>Share</strong> button (the square with an arrow pointing up).
              </Trans>,
              <Trans>
                Scroll down, tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
              </Trans>,
              <Trans>Open {brandName} from its icon on your home screen.</Trans>,
            ];
      break;
  }
  return (
    <>
      {/* role="list": Safari drops the list semantics of a list drawn without markers. */}
      <NumberedSteps role="list">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </NumberedSteps>
      {note && <Note>{note}</Note>}
    </>
  );
}

function AndroidIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.2em" height="1.2em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 11a7 7 0 0 1 14 0v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
      <path d="M7 5 5.5 3M17 5l1.5-2" />
      <circle cx="9.5" cy="9" r="0.6" fill="currentColor" />
      <circle cx="14.5" cy="9" r="0.6" fill="currentColor" />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.2em" height="1.2em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text};
`;

const Intro = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    max-width: 60ch;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Platforms = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: 768px) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const CardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Get = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Qr = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 180px;
  margin: 0;
  /* A QR code needs a light quiet zone to scan, in dark mode too. */
  > span {
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: #fff;
  }
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  ${focusRing()}
  ${noTransitionForReducedMotion}
`;

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoSoft};
`;

const Guide = styled.section`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

const GuideTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Help = styled.div`
  ${actionBand}
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p {
    max-width: 60ch;
    margin: 0;
  }
`;
