/**
 * `npm run check-api -- <base-url> --write`, for a test venue: the mutations, each with a valid
 * input made here, its answer checked like a read's, and undone: what is created is deleted, what
 * is changed is put back as it was. Mutations that cannot be undone, that queue commands for
 * devices or that touch an account's password are listed as skipped, each with why.
 */
import { randomUUID } from "node:crypto";
import { pathOf } from "../../src/contract/endpoint";
import { NAMED_ENDPOINTS } from "../../src/contract/endpoints";
import { SMART_TOUCH_PING_DELAY, TAP_DELAY } from "../../src/contract/devices";
import { KIOSK_PING_DELAY } from "../../src/contract/kiosks";
import { answerMismatch } from "./mismatch";
import { labelOf, writes, type CheckResult, type Row, type Seen } from "./read-checks";
import { send, type Target } from "./target";

/** Why a mutation is not called, by endpoint name. */
export const NOT_CALLED: Record<string, string> = {
  "cardsApi.create": "a card cannot be deleted once created",
  "cardActionsApi.transfer": "a transfer cannot be undone",
  "cardActionsApi.recycle": "a recycled card cannot be put back",
  "gameCategoriesApi.create": "a game category cannot be deleted",
  "passwordsApi.change": "it would change the account's password",
  "passwordsApi.set": "it would set an account's password",
  "passwordsApi.check": "it spends a sign-in attempt of the account",
  "passwordsApi.reset": "it would reset an employee's password",
  "kioskCommandsApi.restart": "it queues a command a kiosk runs: the checks send devices nothing",
  "kioskCommandsApi.restartApp":
    "it queues a command a kiosk runs: the checks send devices nothing",
  "kioskCommandsApi.recycleCard":
    "it queues a command a kiosk runs: the checks send devices nothing",
  "kioskCommandsApi.transferCard":
    "it queues a command a kiosk runs: the checks send devices nothing",
  "smartTouchApi.maintenance": "it queues a command a device runs: the checks send devices nothing",
  "smartTouchApi.settings": "it queues a command a device runs: the checks send devices nothing",
  "smartTouchApi.staffGame": "it queues a command a device runs: the checks send devices nothing",
  "updatesApi.force": "it would send an update to real devices",
  "deviceReportsApi.ping": "it is a device's own report",
  "snackArticlesApi.move":
    "it renumbers the siblings' order, which could not be put back as it was",
  "snackOrdersApi.sell": "it is a kiosk's own report",
  "snackOrdersApi.setState": "it hands over a real order",
  "snackPicturesApi.upload":
    "its body is an image, which these checks do not send (server/snacks/pictures.route.test.ts does)",
};

const BY_NAME = new Map(NAMED_ENDPOINTS);

interface Input {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

export async function writeChecks(
  target: Target,
  token: string,
  seen: Seen,
  report: (result: CheckResult) => void,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const done = (result: CheckResult) => (results.push(result), report(result), result);
  const stamp = Date.now().toString(36).toUpperCase();

  /** Calls a named mutation; its answer's body when it conforms, undefined otherwise. */
  async function step(name: string, input: Input = {}): Promise<Row | undefined> {
    const endpoint = BY_NAME.get(name);
    if (!endpoint) throw new Error(`no endpoint ${name} in the contract`);
    const answer = await send(target, token, {
      method: endpoint.method,
      path: pathOf(endpoint, input.params),
      query: input.query,
      body: input.body,
      headers: { "Idempotency-Key": randomUUID() },
    });
    const mismatch = answerMismatch(endpoint, answer);
    done({
      label: labelOf(name, endpoint),
      outcome: mismatch ? "failed" : "passed",
      ...(mismatch ? { detail: mismatch } : {}),
    });
    return mismatch ? undefined : ((answer.body ?? {}) as Row);
  }

  async function read(name: string, params?: Record<string, string | number>) {
    const endpoint = BY_NAME.get(name)!;
    const answer = await send(target, token, { method: "get", path: pathOf(endpoint, params) });
    return answer.status === 200 ? (answer.body as Row) : undefined;
  }

  /** Creates, updates, maybe more, then deletes what it created, whatever happened between. */
  async function lifecycle(
    group: string,
    body: Row,
    update: Row,
    key: (created: Row) => Record<string, string | number>,
    removeKey: (created: Row) => Record<string, string | number> = key,
    more?: (created: Row) => Promise<void>,
  ) {
    const created = await step(`${group}.create`, { body });
    if (!created) return;
    try {
      await step(`${group}.update`, { params: key(created), body: update });
      await more?.(created);
    } finally {
      await step(`${group}.remove`, { params: removeKey(created) });
    }
  }

  const product = { name: `check-api ${stamp}`, price: 1.5, tokensAmount: 1, freeTokensAmount: 0 };
  await lifecycle("productsApi", product, { ...product, price: 2 }, (p) => ({
    id: p.id as number,
  }));

  const type = seen.of("gameTypesApi.list")[0];
  const category = seen.of("gameCategoriesApi.list")[0];
  if (type && category) {
    const game = {
      gameTypeId: type.id,
      gameCategoryId: category.id,
      code: `CHK-${stamp}`,
      version: "1.0.0",
      purchaseDate: null,
      dateInstallation: null,
      tokenPrice: 1,
      tva: 20,
      smartTouchIds: [],
    };
    await lifecycle("gamesApi", game, { ...game, version: "1.0.1" }, (g) => ({
      id: g.id as number,
    }));
  }
  if (category && category.animationId != null) {
    const { tva, tokenPrice, animationId } = category;
    await step("gameCategoriesApi.update", {
      params: { id: category.id as number },
      body: { tva, tokenPrice, animationId },
    });
  }

  const customer = { firstName: "Check", lastName: `API ${stamp}`, newsLetter: false };
  const card = seen.of("cardsApi.list").find((c) => c.customerId == null && c.isActive === true);
  await lifecycle(
    "customersApi",
    customer,
    { ...customer, city: "Lyon" },
    (c) => ({ id: c.id as number }),
    undefined,
    async (created) => {
      if (!card) return;
      const cardNumber = card.number as string;
      const { activationDate, expirationDate, isActive } = card;
      await step("cardsApi.update", {
        params: { number: cardNumber },
        body: { activationDate, expirationDate, isActive },
      });
      await step("cardActionsApi.updateBonus", {
        params: { cardNumber },
        body: { amount: 1, comment: "check-api" },
      });
      await step("cardActionsApi.updateBonus", {
        params: { cardNumber },
        body: { amount: -1, comment: "check-api, undone" },
      });
      const assigned = await step("cardActionsApi.assignCustomer", {
        params: { cardNumber, customerId: created.id as number },
      });
      if (assigned) await step("cardActionsApi.removeCustomer", { params: { cardNumber } });
    },
  );

  const kiosk = {
    name: `Check API ${stamp}`,
    serialNumber: `CHK-${stamp}`,
    pingDelay: KIOSK_PING_DELAY.min,
    type: "Cards",
    smartTouchId: null,
  };
  const bySerial = () => ({ serialNumber: kiosk.serialNumber });
  await lifecycle(
    "kiosksApi",
    kiosk,
    { ...kiosk, name: `Check API ${stamp} 2` },
    bySerial,
    bySerial,
    () => step("kiosksApi.issueKey", { params: bySerial() }).then(() => undefined),
  );

  const zone = {
    name: `Check API ${stamp}`,
    printerName: `CHK-${stamp}`,
    type: "Snack",
    amberAfterMinutes: 5,
    redAfterMinutes: 10,
  };
  const snackCategory = seen.of("snackArticlesApi.categories").find((c) => c.type === "Snack");
  await lifecycle(
    "snackLocationsApi",
    zone,
    { ...zone, redAfterMinutes: 12 },
    (z) => ({ id: z.id as number }),
    undefined,
    async (created) => {
      const article = {
        name: `Check API ${stamp}`,
        tokenPrice: 1,
        fidelityPointPrice: 10,
        taxesPercent: 10,
        order: 0,
        isAvailable: false,
        snackLocationId: created.id,
        snackCategoryId: snackCategory ? [snackCategory.id] : [],
        type: "Snack",
      };
      const byId = (a: Row) => ({ id: a.id as number });
      await lifecycle("snackArticlesApi", article, { ...article, tokenPrice: 2 }, byId, byId, (a) =>
        // The new article has no picture: removing it changes nothing.
        step("snackPicturesApi.remove", { params: byId(a) }).then(() => undefined),
      );
    },
  );

  const employee = seen.of("employeesApi.list")[0];
  if (employee) {
    const staffCard = {
      number: `CHK-${stamp}`,
      publicNumber: `CHK-P-${stamp}`,
      employeeId: employee.id,
      active: true,
    };
    await lifecycle("staffCardsApi", staffCard, { ...staffCard, active: false }, () => ({
      number: staffCard.number,
    }));
  }

  const device = {
    serialNumber: `CHK-ST-${stamp}`,
    tapDelay: TAP_DELAY.min,
    pingDelay: SMART_TOUCH_PING_DELAY.min,
    maintenance: true,
  };
  await lifecycle(
    "smartTouchApi",
    device,
    { ...device, tapDelay: TAP_DELAY.min + 1 },
    () => ({ serialNumber: device.serialNumber }),
    (d) => ({ id: d.id as number }),
    () =>
      step("smartTouchApi.issueKey", { params: { serialNumber: device.serialNumber } }).then(
        () => undefined,
      ),
  );

  const n = Date.now() % 100000;
  const update = {
    version: `97.${Math.floor(n / 100)}.${n % 100}`,
    type: 0,
    url: "https://updates.example/check-api.bin",
    md5: "d41d8cd98f00b204e9800998ecf8427e",
    timeSlots: [],
  };
  await lifecycle(
    "updatesApi",
    update,
    { ...update, timeSlots: [{ start: "02:00", end: "04:00" }] },
    (u) => ({
      id: u.id as number,
    }),
  );

  const settings = await read("siteApi.settings");
  if (settings) await step("siteApi.updateSettings", { body: settings });

  const language = seen
    .of("deviceTextsApi.languages")
    .find((r) => typeof r.language === "string")?.language;
  const texts =
    typeof language === "string" ? await read("deviceTextsApi.one", { language }) : undefined;
  const entry = Object.entries((texts?.values ?? {}) as Record<string, string>).find(([, v]) => v);
  if (entry && typeof language === "string")
    await step("deviceTextsApi.update", {
      params: { language },
      body: { values: Object.fromEntries([entry]) },
    });

  // The least ranked role, given back the rights it has.
  const role = [...seen.of("rolesApi.list")].sort(
    (a, b) => (b.rank as number) - (a.rank as number),
  )[0];
  if (role)
    await step("rolesApi.update", {
      params: { id: role.id as number },
      body: { rights: role.rights },
    });

  const called = new Set(results.map((r) => r.label));
  for (const [name, endpoint] of NAMED_ENDPOINTS) {
    if (!writes(endpoint) || called.has(labelOf(name, endpoint))) continue;
    done({
      label: labelOf(name, endpoint),
      outcome: "skipped",
      detail: NOT_CALLED[name] ?? "no row in the lists read to call it with",
    });
  }
  return results;
}
