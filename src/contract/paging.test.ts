import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageQuery, parseSort, sortKeysOf, sortQuery } from "./paging";

const query = pageQuery(20).extend(sortQuery(["number", "tokens"]).shape);

describe("a paged list's sort parameter", () => {
  it("takes a declared key with a direction, or nothing", () => {
    expect(query.parse({ sort: "tokens.desc" }).sort).toBe("tokens.desc");
    expect(query.parse({ sort: "number.asc" }).sort).toBe("number.asc");
    expect(query.parse({}).sort).toBeUndefined();
  });

  it("refuses any other key, direction or spelling", () => {
    for (const bad of [
      "name.asc",
      "tokens",
      "tokens.up",
      "tokens.DESC",
      ".asc",
      "tokens.asc.x",
      "",
    ])
      expect(query.safeParse({ sort: bad }).success, bad).toBe(false);
    expect(query.safeParse({ sort: "x".repeat(10_000) }).success).toBe(false);
  });

  it("reads a key and a direction", () => {
    expect(parseSort("tokens.desc")).toEqual({ key: "tokens", direction: "desc" });
    expect(parseSort("public.number.asc")).toEqual({ key: "public.number", direction: "asc" });
    for (const bad of [undefined, "", "tokens", ".asc", "tokens.up"])
      expect(parseSort(bad), String(bad)).toBeUndefined();
  });

  it("tells the app which columns a list query sorts by", () => {
    expect(sortKeysOf(query)).toEqual(["number", "tokens"]);
    expect(sortKeysOf(pageQuery())).toEqual([]);
    expect(sortKeysOf(undefined)).toEqual([]);
    expect(sortKeysOf(z.object({ sort: z.string() }))).toEqual([]);
  });
});
