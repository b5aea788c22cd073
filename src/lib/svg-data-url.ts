/**
 * An SVG document as a data URL: an image drawn without a request (src/ui/app-logo.tsx, and
 * index.html's tab icon, inlined by scripts/first-screen-plugin.ts).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
