import { describe, expect, it, vi } from "vitest";
import { defineCommand, sendCommand } from "./command";

const disable = defineCommand<{ number: string }, { isActive: boolean }, { isActive: boolean }>({
  name: "card.disable",
  right: "CARD_UPDATE",
  kind: "card",
  entity: (p) => p.number,
  send: vi.fn(async () => ({ isActive: false })),
  apply: (card) => ({ ...card, isActive: false }),
  describe: () => ({ id: "disableCard" }),
  success: () => ({ id: "cardDisabled" }),
  failure: () => ({ id: "cardDisableError" }),
});

describe("commands", () => {
  it("send with an idempotency key, a new one per command and the same one for a retry", async () => {
    await sendCommand(disable, { number: "042" });
    await sendCommand(disable, { number: "042" });
    await sendCommand(disable, { number: "042" }, "retry-key");
    const keys = vi
      .mocked(disable.send)
      .mock.calls.map(([, ctx]) => ctx.headers["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe("retry-key");
  });

  it("declare their optimistic effect and the entity they order on", () => {
    expect(disable.apply?.({ isActive: true }, { number: "042" })).toEqual({ isActive: false });
    expect(disable.entity({ number: "042" })).toBe("042");
  });
});
