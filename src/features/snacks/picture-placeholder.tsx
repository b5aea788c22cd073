import { LineIcon } from "@/ui/icons";
import { MORE_ICONS } from "@/ui/more-icons";

/** A neutral square where a picture is missing or broken. */
export function PicturePlaceholder({ size }: { size: number }) {
  return (
    <div
      data-testid="picture-placeholder"
      style={{
        width: size,
        height: size,
        borderRadius: 8,
        display: "grid",
        placeItems: "center",
        background: "var(--mantine-color-default-hover)",
        color: "var(--mantine-color-dimmed)",
        flex: "none",
      }}
    >
      <LineIcon d={MORE_ICONS.photo} size={Math.round(size / 2.5)} />
    </div>
  );
}
