// The Lingui settings every package of the workspace shares; each package names its catalogues.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Source text is English; MS is the default and the fallback; catalogues are PO files. */
export function platformLinguiConfig(catalogs) {
  return defineConfig({
    sourceLocale: 'en',
    locales: ['ms', 'en', 'zh'],
    fallbackLocales: { default: 'ms' },
    // No line numbers: a catalogue changes only when its messages do.
    format: formatter({ lineNumbers: false }),
    catalogs,
  });
}
