import svg from "../../public/favicon.svg?raw";
import { svgDataUrl } from "@/lib/svg-data-url";

/**
 * The app's mark (public/favicon.svg, also the tab's and the installed app's icon) as a data URL:
 * the shell's header and the sign-in card draw it without a request of their own, so a first
 * paint waits for one file fewer (index.html's tab icon is inlined the same way by
 * scripts/first-screen-plugin.ts).
 */
export const APP_LOGO_URL = svgDataUrl(svg);

export function AppLogo({ size }: { size: number }) {
  return <img src={APP_LOGO_URL} alt="" width={size} height={size} />;
}
