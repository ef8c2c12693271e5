import { useLingui } from '@lingui/react/macro';
import { Image, type ImageProps } from './Image';

/** A picture that loads: a game tile drawn as an SVG data URL; `variant` makes a new URL. */
export const tile = (colour: string, variant = '') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160"><!--${variant}-->` +
      `<rect width="240" height="160" fill="${colour}"/><circle cx="120" cy="80" r="44" fill="#f5c542"/>` +
      '<path d="M104 58h32l-16 44z" fill="#8a6100"/></svg>',
  )}`;
export const PICTURE = tile('#0b57c9');
/** A picture that does not exist: the server answers 404 (or a page that is not an image). */
export const BROKEN = '/no-such-image.png';

export const boxOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-state]')!;

/** A translated alt text for the sample tile. */
export function GameImage(props: ImageProps) {
  const { t } = useLingui();
  return <Image {...props} alt={props.alt === '' ? '' : t`Fortune Dragon`} />;
}
