// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { findCachedCard, rememberCards } from "@/lib/offline/card-cache";
import { db } from "@/lib/offline/db";
import { testCard } from "@/testing/builders";
import { scannedCardNumber } from "./scanned-card";

const CARD = testCard("0420000001");

beforeEach(async () => {
  await db.cards.clear();
});

describe("scannedCardNumber", () => {
  it("opens a card this tablet has at once, asking the API nothing", async () => {
    await rememberCards([CARD]);
    const fetchCard = vi.fn();
    await expect(
      scannedCardNumber({ text: "0004200000013", format: "ean_13" }, fetchCard),
    ).resolves.toBe("0420000001");
    expect(fetchCard).not.toHaveBeenCalled();
  });

  it("returns a QR code's number without waiting for the API, whose answer fills the cache", async () => {
    let answer: (card: typeof CARD) => void = () => {};
    const fetchCard = vi.fn(() => new Promise<typeof CARD>((resolve) => (answer = resolve)));
    await expect(
      scannedCardNumber({ text: " 0420000001 ", format: "qr_code" }, fetchCard),
    ).resolves.toBe("0420000001");
    expect(fetchCard).toHaveBeenCalledExactlyOnceWith("0420000001");
    answer(CARD);
    await vi.waitFor(async () => expect(await findCachedCard("0420000001")).toBeTruthy());
  });

  it("asks every number of an EAN-13 together and opens the one that exists", async () => {
    const fetchCard = vi.fn((number: string) =>
      number === "0420000001"
        ? Promise.resolve(CARD)
        : Promise.reject(new ApiError(404, "not_found")),
    );
    await expect(
      scannedCardNumber({ text: "0004200000013", format: "ean_13" }, fetchCard),
    ).resolves.toBe("0420000001");
    expect(fetchCard).toHaveBeenCalledTimes(5);
    expect(await findCachedCard("0420000001")).toBeTruthy();
  });

  it("opens the code as read when no number exists (the card screen says so), null for nothing", async () => {
    const fetchCard = vi.fn(() => Promise.reject(new ApiError(404, "not_found")));
    await expect(
      scannedCardNumber({ text: "0004200000020", format: "ean_13" }, fetchCard),
    ).resolves.toBe("0004200000020");
    await expect(
      scannedCardNumber({ text: "   ", format: "qr_code" }, fetchCard),
    ).resolves.toBeNull();
  });
});
