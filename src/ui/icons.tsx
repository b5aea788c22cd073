/**
 * The few line icons the shell needs (24x24, stroke style of Tabler Icons, MIT), inline so no icon
 * library weighs on the first screen. Add a path here, never an <img>.
 */
import type { SVGProps } from "react";
import { ICON_PATHS } from "./icon-paths";

export type IconName = keyof typeof ICON_PATHS;

export function Icon({
  name,
  ...props
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon d={ICON_PATHS[name]} {...props} />;
}

/**
 * A line icon by its path: for a feature's own icons, kept in its folder so the first screen
 * does not carry them (e.g. src/features/snacks/snack-icons.ts).
 */
export function LineIcon({
  d,
  size = 22,
  ...props
}: { d: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
