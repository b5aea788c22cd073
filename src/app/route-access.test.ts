import { describe, expect, it } from "vitest";
import { activeMenuPath, canOpen, findRoute, visibleMenu, visibleShortcuts } from "./route-access";
import { SCREENS, type Screen } from "@/lib/screens";
import { CREATE_FORMS, visibleCreates } from "./create-forms";
import { ROUTES, type AppRoute } from "./routes";

const page = ROUTES[0]!.page;
const route = (over: Partial<AppRoute>): AppRoute => ({
  path: "/x",
  page,
  access: "signedIn",
  title: { id: "x" },
  ...over,
});

const table: AppRoute[] = [
  route({
    path: "/cards",
    access: "CARD_READ",
    menu: { group: "cards", label: { id: "cards" }, icon: "card" },
  }),
  route({
    path: "/customers",
    access: "CUSTOMER_READ",
    menu: { group: "cards", label: { id: "customers" }, icon: "users" },
    when: (c) => c.siteCategory?.customerAccountEnabled === true,
  }),
  route({
    path: "/games",
    access: "CATALOG_READ",
    menu: { group: "programming", label: { id: "games" }, icon: "card" },
  }),
  route({
    path: "/roles",
    access: "ROLE_UPDATE",
    menu: { group: "admin", label: { id: "roles" }, icon: "shield" },
  }),
  route({
    path: "/about",
    shortcut: { label: { id: "a" }, description: { id: "b" }, icon: "info" },
  }),
];
const site = {
  id: 1,
  name: "Parc",
  siteName: "Parc",
  siteNumber: "0042",
  customerAccountEnabled: true,
};

describe("route table filtering", () => {
  it("shows only the entries the user holds the right for, and hides empty groups", () => {
    const menu = visibleMenu(table, ["card_read "], { siteCategory: site });
    expect(menu.map((g) => g.id)).toEqual(["cards"]);
    expect(menu[0]!.entries.map((r) => r.path)).toEqual(["/cards"]);
  });

  it("keeps the groups in their fixed order: Cards, Programming, Admin programming", () => {
    const menu = visibleMenu(table, ["ROLE_UPDATE", "CATALOG_READ", "CARD_READ"], {});
    expect(menu.map((g) => g.id)).toEqual(["cards", "programming", "admin"]);
  });

  it("hides customers unless the site category has customer accounts", () => {
    const rights = ["CARD_READ", "CUSTOMER_READ"];
    expect(visibleMenu(table, rights, {})[0]!.entries.map((r) => r.path)).toEqual(["/cards"]);
    expect(
      visibleMenu(table, rights, { siteCategory: { ...site, customerAccountEnabled: false } })[0]!
        .entries,
    ).toHaveLength(1);
    expect(
      visibleMenu(table, rights, { siteCategory: site })[0]!.entries.map((r) => r.path),
    ).toEqual(["/cards", "/customers"]);
  });

  it("lets anyone signed in open routes without a right", () => {
    expect(canOpen(table[4]!, [], {})).toBe(true);
    expect(visibleShortcuts(table, [], {}).map((r) => r.path)).toEqual(["/about"]);
  });

  it("finds the route of a path, parameters included", () => {
    const withParam = [...table, route({ path: "/cards/details/:number" })];
    expect(findRoute(withParam, "/cards/details/0042")?.path).toBe("/cards/details/:number");
    expect(findRoute(withParam, "/nowhere")).toBeUndefined();
  });

  it("declares the real table with unique paths and a title for each", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.find((r) => r.path === "/roles")?.access).toBe("ROLE_UPDATE");
    expect(
      ROUTES.filter((r) => r.access === "public")
        .map((r) => r.path)
        .sort(),
    ).toEqual(["/first-login", "/login"]);
  });
});

describe('the menu\'s "new" forms', () => {
  const paths = (rights: string[], location: string, context = {}) =>
    visibleCreates(ROUTES, rights, context, location).map((r) => r.path);

  it("are every screen's that declares one (src/lib/screens.ts), each with its form's module", () => {
    const screens: Screen[] = Object.values(SCREENS);
    const declared = screens.filter((s) => s.create).map((s) => s.path);
    expect(Object.keys(CREATE_FORMS).sort()).toEqual([...declared].sort());
    expect(
      ROUTES.filter((r) => r.create)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...declared].sort());
  });

  it("are offered to holders of the screen's right and of the create right, on other pages", () => {
    const all = ["CARD_READ", "CARD_ADD", "KIOSK_READ", "KIOSK_ADD_UPDATE"];
    expect(paths(all, "/")).toEqual(["/cards", "/kiosks"]);
    // The screen shown hosts its own "new" button.
    expect(paths(all, "/kiosks")).toEqual(["/cards"]);
    expect(paths(["CARD_READ", "KIOSK_READ", "KIOSK_ADD_UPDATE"], "/")).toEqual(["/kiosks"]);
    expect(paths(["KIOSK_ADD_UPDATE"], "/")).toEqual([]);
    // Whatever its tab: the games tab hosts "Nouveau jeu"; a card's page does not host the list's.
    const games = ["CATALOG_READ", "CATALOG_ADD_UPDATE", "CARD_READ", "CARD_ADD"];
    expect(paths(games, "/games/category")).toEqual(["/cards"]);
    expect(paths(games, "/cards/details/042")).toEqual(["/cards", "/games"]);
  });

  it("follow the screen's conditions (no customer accounts: no new customer)", () => {
    const rights = ["CUSTOMER_READ", "CUSTOMER_ADD_UPDATE"];
    expect(paths(rights, "/cards")).toEqual(["/customers"]);
    expect(
      paths(rights, "/cards", {
        siteCategory: { id: 1, name: "Parc", customerAccountEnabled: false },
      }),
    ).toEqual([]);
  });
});

describe("a screen open to holders of any of several rights", () => {
  it("opens for either right, not for neither (the device-health board)", () => {
    const board = route({ path: "/devices", access: { anyOf: ["KIOSK_READ", "SMARTTOUCH_READ"] } });
    expect(canOpen(board, ["KIOSK_READ"], {})).toBe(true);
    expect(canOpen(board, [" smarttouch_read "], {})).toBe(true);
    expect(canOpen(board, ["CARD_READ"], {})).toBe(false);
  });
});

describe("the menu's active entry", () => {
  it("is the entry of the screen's path or its longest start", () => {
    const groups = visibleMenu(
      ROUTES,
      ["SMARTTOUCH_READ", "SMARTTOUCH_UPDATES_READ", "CARD_READ"],
      {},
    );
    expect(activeMenuPath(groups, "/smarttouch")).toBe("/smarttouch");
    expect(activeMenuPath(groups, "/smarttouch/update")).toBe("/smarttouch/update");
    expect(activeMenuPath(groups, "/cards/details/0420000001")).toBe("/cards");
    expect(activeMenuPath(groups, "/smarttouchx")).toBeUndefined();
  });
});
