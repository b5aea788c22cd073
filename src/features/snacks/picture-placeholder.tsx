import { Icon } from "@/ui/icons";

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
      <Icon name="photo" size={Math.round(size / 2.5)} />
    </div>
  );
}
