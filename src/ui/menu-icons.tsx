/**
 * The icons of the menu and the home's shortcuts that nothing else shows: loaded with the signed-in
 * shell and the home, not with the sign-in page (its budget, `npm run bench -- "first screens"`).
 * A screen's `icon` (src/app/routes.ts) names one of these or of ICON_PATHS.
 * Tabler Icons' stroke style, MIT.
 */
import type { SVGProps } from "react";
import { ICON_PATHS } from "./icon-paths";
import { LineIcon, type IconName } from "./icons";
import { MENU_ICONS } from "./menu-icon-paths";

export type MenuIconName = keyof typeof MENU_ICONS | IconName;

export function MenuIcon({
  name,
  ...props
}: { name: MenuIconName; size?: number } & SVGProps<SVGSVGElement>) {
  const d =
    name in MENU_ICONS ? MENU_ICONS[name as keyof typeof MENU_ICONS] : ICON_PATHS[name as IconName];
  return <LineIcon d={d} {...props} />;
}
