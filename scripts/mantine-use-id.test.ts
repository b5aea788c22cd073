import { describe, expect, it } from "vitest";
import { isMantineUseId } from "./mantine-use-id";

describe("Mantine's useId, replaced in the build", () => {
  const hooks = "/repo/node_modules/@mantine/hooks/esm/index.mjs";
  it("is @mantine/hooks' use-id module, however imported from inside the package", () => {
    expect(isMantineUseId("./use-id/use-id.mjs", hooks)).toBe(true);
    expect(isMantineUseId("../use-id/use-id.mjs", hooks.replace("index", "use-x/use-x"))).toBe(
      true,
    );
    expect(
      isMantineUseId(
        "./use-id/use-id.mjs",
        "C:\\repo\\node_modules\\@mantine\\hooks\\esm\\index.mjs",
      ),
    ).toBe(true);
  });
  it("leaves every other module alone", () => {
    expect(isMantineUseId("./use-idle/use-idle.mjs", hooks)).toBe(false);
    expect(isMantineUseId("./use-id/use-id.mjs", "/repo/src/ui/x.ts")).toBe(false);
    expect(isMantineUseId("@mantine/hooks", "/repo/node_modules/@mantine/core/esm/a.mjs")).toBe(
      false,
    );
    expect(isMantineUseId("./use-id/use-id.mjs", undefined)).toBe(false);
  });
});
