import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { QUIET_ZONE, qrMatrix, qrPath, type QrErrorCorrection } from './qr-path';

export interface QrCodeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The text to encode: a referral link, a code. */
  value: string;
  /** The width and height of the code, quiet zone included, in pixels. It shrinks to fit a narrower container. */
  size?: number;
  /** How much damage the code survives: L 7%, M 15% (the default), Q 25%, H 30%. Higher levels need more modules. */
  errorCorrection?: QrErrorCorrection;
  /** What screen readers hear. Defaults (also when empty) to "QR code" followed by the value, or "QR code" when the value is shown. */
  label?: string;
  /** Shows the encoded text under the code, for a player who cannot scan it. */
  isValueShown?: boolean;
  ref?: Ref<HTMLDivElement>;
}

// Scanners need dark modules on a light ground, so the code keeps these in dark mode and in
// every brand instead of following the theme's colours.
const LIGHT = '#ffffff';
const DARK = '#000000';

/** A QR code drawn as one SVG path, with its quiet zone, that any phone camera can scan. */
export function QrCode({ value, size = 192, errorCorrection = 'M', label, isValueShown = false, ref, ...rest }: QrCodeProps) {
  const { t } = useLingui();
  const { modules, path } = useMemo(() => {
    const matrix = qrMatrix(value, errorCorrection);
    return { modules: matrix.length, path: qrPath(matrix) };
  }, [value, errorCorrection]);
  const side = modules + 2 * QUIET_ZONE;
  const name = label || (isValueShown ? t`QR code` : t`QR code: ${value}`);
  return (
    <Root {...rest} ref={ref} style={{ maxWidth: size, ...rest.style }}>
      <Code
        role="img"
        aria-label={name}
        viewBox={`0 0 ${side} ${side}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        data-modules={modules}
      >
        <rect width={side} height={side} fill={LIGHT} />
        <path d={path} fill={DARK} />
      </Code>
      {isValueShown && <Value>{value}</Value>}
    </Root>
  );
}
QrCode.displayName = 'QrCode';

const Root = /* @__PURE__ */ styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  box-sizing: border-box;
  width: 100%;
`;

const Code = /* @__PURE__ */ styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  /* Forced colours must not repaint the modules: the code would stop scanning. */
  forced-color-adjust: none;
`;

const Value = /* @__PURE__ */ styled.p`
  margin: 0;
  max-width: 100%;
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;
