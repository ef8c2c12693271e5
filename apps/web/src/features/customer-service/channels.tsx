import type { ReactNode } from 'react';
import type { Resource } from '@platform/api';
import { isWebLink } from './service-link';

/** The social and chat channels of the footer's LINKS column, in its order (spec section 1). */
export const FOOTER_CHANNELS = ['LINE', 'WECHAT', 'FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM', 'TWITTER', 'VIBER'] as const;

/** The contact channels of the side bar (spec section 2, "Side bar"). */
export const SIDE_BAR_CHANNELS = ['TELEGRAM', 'FACEBOOK', 'WHATSAPP'] as const;

/** The chat apps the chat room offers beside live chat. */
export const CHAT_CHANNELS = ['TELEGRAM', 'WHATSAPP', 'LINE', 'WECHAT', 'VIBER', 'FACEBOOK'] as const;

export type Channel = (typeof FOOTER_CHANNELS)[number] | 'WHATSAPP';

/** The services' own names: brand names, the same in every language. */
export const CHANNEL_NAMES: Readonly<Record<Channel, string>> = {
  LINE: 'LINE',
  WECHAT: 'WeChat',
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  TWITTER: 'Twitter',
  VIBER: 'Viber',
  WHATSAPP: 'WhatsApp',
};

export interface ChannelLink {
  channel: Channel;
  /** The service's name (`CHANNEL_NAMES`). */
  name: string;
  /** The brand's page or chat on it: an absolute http(s) address. */
  href: string;
}

/**
 * The brand's links on `channels`, in that order, from the status's resources (spec section 1:
 * a channel shows only when its resource exists). A resource is matched by its `resourceType`
 * in any case; its `url` is used, or its `qrCodeUrl` when it has no web address (a WeChat ID
 * is often only a QR code). A resource with neither as an absolute http(s) address is left out.
 */
export function channelLinks(resources: readonly Resource[], channels: readonly Channel[]): ChannelLink[] {
  const links: ChannelLink[] = [];
  for (const channel of channels) {
    for (const resource of resources) {
      if (resource.resourceType?.trim().toUpperCase() !== channel) continue;
      const href = [resource.url, resource.qrCodeUrl].map((link) => link?.trim() ?? '').find(isWebLink);
      if (href) {
        links.push({ channel, name: CHANNEL_NAMES[channel], href });
        break;
      }
    }
  }
  return links;
}

/** The channel's sign, drawn in the text colour (24 by 24, hidden from assistive technology: the link names it). */
export function ChannelIcon({ channel, size = 20 }: { channel: Channel; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-channel={channel}
    >
      {ICON_PATHS[channel]}
    </svg>
  );
}

/** A telephone handset, filled, centred in a 24 by 24 box (WhatsApp, Viber). */
const handset = (
  <path
    d="M9.2 7.6c.3-.3.8-.3 1 .1l.9 1.6c.2.3.1.7-.1 1l-.5.5c.5 1.1 1.4 2 2.6 2.6l.5-.5c.3-.3.7-.3 1-.1l1.6.9c.4.2.4.7.1 1l-.8.8c-.5.5-1.3.7-2 .4-2.3-1-4.1-2.8-5.1-5.1-.3-.7-.1-1.5.4-2z"
    fill="currentColor"
    stroke="none"
  />
);

const ICON_PATHS: Readonly<Record<Channel, ReactNode>> = {
  LINE: (
    <>
      <path d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.5 3.2 6.5 7.5 7.1.6.1.7.5.6 1l-.2 1.4c0 .4.3.6.7.4 2.6-1.5 6.5-4.2 8.2-6.6.8-1.1 1.2-2.2 1.2-3.3 0-4-4-7.2-9-7.2z" />
      <path d="M7 9v3.5h1.8M10.5 9v3.5M12.7 12.5V9l2.4 3.5V9M17.8 9h-1.6v3.5h1.6M16.2 10.75h1.4" strokeWidth="1.2" />
    </>
  ),
  WECHAT: (
    <>
      <path d="M9.5 4C5.4 4 2.5 6.6 2.5 9.8c0 1.8.9 3.3 2.4 4.4l-.6 2.2 2.5-1.3c.9.3 1.8.4 2.7.4" />
      <path d="M15.5 10.2c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l2.3 1.2-.5-2c1.3-.9 2.2-2.3 2.2-3.9 0-2.8-2.7-5-6-5z" />
      <circle cx="7.2" cy="8.3" r=".9" fill="currentColor" stroke="none" />
      <circle cx="11.6" cy="8.3" r=".9" fill="currentColor" stroke="none" />
      <circle cx="13.6" cy="14.4" r=".8" fill="currentColor" stroke="none" />
      <circle cx="17.4" cy="14.4" r=".8" fill="currentColor" stroke="none" />
    </>
  ),
  FACEBOOK: (
    <path
      d="M13.4 21.5v-8h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4v3.2h2.7v8z"
      fill="currentColor"
      stroke="none"
    />
  ),
  TELEGRAM: (
    <>
      <path d="M21 4.2 2.9 11.1c-.8.3-.8 1.4 0 1.7l4.6 1.5 1.8 5.5c.2.6 1 .8 1.5.3l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.5-.6L22.3 5.4c.2-.8-.6-1.5-1.3-1.2z" />
      <path d="m7.5 14.3 10-7.3-7.3 8.6-.4 3.7" />
    </>
  ),
  YOUTUBE: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  INSTAGRAM: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  TWITTER: (
    <>
      <path d="M4.5 4h4.2l10.8 16h-4.2z" />
      <path d="M19.5 4l-6.3 6.9M10.8 13.1 4.5 20" />
    </>
  ),
  VIBER: (
    <>
      <path d="M12 2.8c5.3 0 8.3 2.4 8.3 7.7 0 5.1-3 7.6-8.3 7.6-.7 0-1.4 0-2-.2l-3.4 2.8v-3.7C4.7 15.9 3.7 13.7 3.7 10.5c0-5.3 3-7.7 8.3-7.7z" />
      <g transform="translate(0 -1.5)">{handset}</g>
    </>
  ),
  WHATSAPP: (
    <>
      <path d="M3.6 20.4l1.2-4.3a8.6 8.6 0 1 1 3.3 3.2z" />
      {handset}
    </>
  ),
};
