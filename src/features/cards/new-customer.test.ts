import { describe, expect, it } from "vitest";
import { initialFromSearch } from "./new-customer";

describe("a new customer from a search", () => {
  it("takes the first word as the first name and the rest as the last name", () => {
    expect(initialFromSearch("  Jean   Testeur ")).toEqual({
      firstName: "Jean",
      lastName: "Testeur",
    });
    expect(initialFromSearch("Marie de la Tour")).toEqual({
      firstName: "Marie",
      lastName: "de la Tour",
    });
  });

  it("takes one word as a last name, an address as the e-mail, and nothing from nothing", () => {
    expect(initialFromSearch("Testeur")).toEqual({ lastName: "Testeur" });
    expect(initialFromSearch("jean@example.fr")).toEqual({ email: "jean@example.fr" });
    expect(initialFromSearch("   ")).toEqual({});
  });
});
