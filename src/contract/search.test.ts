import { describe, expect, it } from "vitest";
import { MATCH_RANK, matchRank, rankCards, searchKey, searchWords } from "./search";

const card = (
  number: string,
  publicNumber: string,
  firstName: string | null,
  lastName: string | null,
) => ({
  number,
  publicNumber,
  firstName,
  lastName,
});

describe("the search rule", () => {
  it("ignores accents, case and extra spaces, and bounds the words", () => {
    expect(searchKey("  Émile   LEFÈVRE ")).toBe("emile lefevre");
    expect(searchWords("a b c d e f g")).toEqual(["a", "b", "c", "d", "e"]);
    expect(searchWords("   ")).toEqual([]);
  });

  it("finds digits anywhere in either number, names in either order", () => {
    const jean = card("0420000001", "PC-000001", "Jean", "Testeur");
    expect(matchRank(jean, "01")).toBe(MATCH_RANK.contained);
    expect(matchRank(jean, "000001")).toBe(MATCH_RANK.contained);
    expect(matchRank(jean, "pc")).toBe(MATCH_RANK.prefix);
    expect(matchRank(jean, "jean testeur")).toBe(MATCH_RANK.exact);
    expect(matchRank(jean, "Testeur Jean")).toBe(MATCH_RANK.exact);
    expect(matchRank(jean, "jea")).toBe(MATCH_RANK.prefix);
    expect(matchRank(jean, "TESTEUR 0001")).toBe(MATCH_RANK.contained);
    expect(matchRank(jean, "pc-000001")).toBe(MATCH_RANK.exact);
    expect(matchRank(jean, "jean dupont")).toBeNull();
    expect(matchRank(card("1", "X", "Zoé", "Lefèvre"), "zoe lefevre")).toBe(MATCH_RANK.exact);
    expect(matchRank(card("1", "X", null, null), "x")).toBe(MATCH_RANK.exact);
    expect(matchRank(card("1", "X", null, null), "")).toBeNull();
  });

  it("ranks exact, then prefix, then contained, then by technical number", () => {
    const cards = [
      card("0420000311", "PC-000311", null, null),
      card("0420000031", "PC-000031", null, null),
      card("0420000003", "03", null, null),
      card("0420000300", "PC-000300", null, null),
      card("0420000999", "PC-000999", null, null),
    ];
    expect(rankCards(cards, "03").map((c) => c.number)).toEqual([
      "0420000003",
      "0420000031",
      "0420000300",
      "0420000311",
    ]);
  });
});
