/**
 * Captcha images for stories and tests, as the gateway sends them: base64, here an SVG that
 * draws four digits over a few noise lines (the real gateway draws its own).
 */
function captchaSvg(digits: string, hue: number): string {
  const glyphs = [...digits]
    .map((digit, index) => {
      const rotate = [-12, 8, -6, 14][index % 4];
      const x = 14 + index * 22;
      return `<text x="${x}" y="27" transform="rotate(${rotate} ${x} 20)" font-family="Verdana, sans-serif" font-size="22" font-weight="700" fill="hsl(${hue + index * 40} 60% 32%)">${digit}</text>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="36" viewBox="0 0 100 36">',
    `<rect width="100" height="36" fill="hsl(${hue} 45% 94%)"/>`,
    `<path d="M0 22 C 25 6, 50 34, 100 12" stroke="hsl(${hue} 30% 60%)" stroke-width="1.5" fill="none"/>`,
    `<path d="M0 10 C 30 30, 70 2, 100 26" stroke="hsl(${hue + 60} 30% 65%)" stroke-width="1" fill="none"/>`,
    glyphs,
    '</svg>',
  ].join('');
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** An image reading 4821, with its data URL prefix. */
export const CAPTCHA_IMAGE_4821 = svgDataUrl(captchaSvg('4821', 210));
/** Another image, reading 0375: what a refresh brings. */
export const CAPTCHA_IMAGE_0375 = svgDataUrl(captchaSvg('0375', 20));
/** A 1×1 PNG as plain base64, without a prefix, as some gateways send it. */
export const CAPTCHA_PLAIN_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
