import type { Plugin } from 'vite'

/**
 * react-zoom-pan-pinch adds its stylesheet as an inline <style> element, which the
 * Content-Security-Policy (`style-src 'self'`) blocks, leaving the zoom viewer unstyled and an
 * error in the console. The same CSS goes into the built stylesheet files instead.
 */
export function zoomPanPinchStylesAsFile(): Plugin {
  const virtualId = 'virtual:react-zoom-pan-pinch.css'
  let css = ''
  return {
    name: 'react-zoom-pan-pinch-styles-as-file',
    enforce: 'pre',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    load: (id) => (id === `\0${virtualId}` ? css : undefined),
    transform(code, id) {
      if (!/react-zoom-pan-pinch\/dist\/index\.esm\.js/.test(id)) return
      const literal = /var (css_\w+) = ("(?:[^"\\]|\\.)*");/.exec(code)
      if (!literal || !code.includes(`styleInject(${literal[1]});`)) {
        throw new Error('react-zoom-pan-pinch no longer injects its styles as expected; update vite.config.ts')
      }
      css = JSON.parse(literal[2]!) as string
      return `${code.replace(`styleInject(${literal[1]});`, '')}\nimport '${virtualId}';\n`
    },
  }
}
