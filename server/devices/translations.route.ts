/**
 * The texts the smart-touch devices show, per language (spec section 7): French is the
 * reference and defines the keys; a language lacking a key shows the reference text, and the
 * editor counts it as missing. Declared in src/contract/devices.endpoints.ts (`deviceTextsApi`).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import {
  DEVICE_LANGUAGES,
  REFERENCE_LANGUAGE,
  type DeviceLanguage,
} from "../../src/contract/devices";
import { deviceTextsApi } from "../../src/contract/device-software.endpoints";
import type { Db } from "../db/database";
import { deviceTranslations } from "../db/schema/devices.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";

async function textsOf(db: Db, language: DeviceLanguage): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: deviceTranslations.key, value: deviceTranslations.value })
    .from(deviceTranslations)
    .where(eq(deviceTranslations.language, language));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Every reference key, sorted, with the language's text or "" where it has none. */
function byReference(reference: Map<string, string>, texts: Map<string, string>) {
  return Object.fromEntries([...reference.keys()].sort().map((key) => [key, texts.get(key) ?? ""]));
}

export function registerTranslationRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, deviceTextsApi.languages, async (c) => {
    const { db } = c.get("deps");
    const reference = await textsOf(db, REFERENCE_LANGUAGE);
    const values = await Promise.all(
      DEVICE_LANGUAGES.map(async (language) => {
        const texts = await textsOf(db, language);
        const translated = [...reference.keys()].filter((k) => texts.get(k)).length;
        return { language, translated, missing: reference.size - translated };
      }),
    );
    return c.json({ values });
  });

  defineRoute(app, deviceTextsApi.one, async (c, { params: { language } }) => {
    const { db } = c.get("deps");
    const [reference, texts] = await Promise.all([
      textsOf(db, REFERENCE_LANGUAGE),
      textsOf(db, language),
    ]);
    return c.json({ language, values: byReference(reference, texts) });
  });

  defineRoute(app, deviceTextsApi.update, async (c, { params: { language }, body }) => {
    const { db } = c.get("deps");
    const reference = await textsOf(db, REFERENCE_LANGUAGE);
    const entries = Object.entries(body.values);
    const unknown = entries.filter(([key]) => !reference.has(key)).map(([key]) => key);
    if (unknown.length)
      throw new ApiError(400, "unknown_key", {
        issues: unknown.slice(0, 20).map((key) => ({ path: `values.${key}`, rule: "is_valid" })),
      });
    const emptied = entries.filter(([, value]) => value === "").map(([key]) => key);
    if (language === REFERENCE_LANGUAGE && emptied.length)
      throw new ApiError(400, "validation_failed", {
        issues: emptied.slice(0, 20).map((key) => ({ path: `values.${key}`, rule: "required" })),
      });
    if (emptied.length)
      await db
        .delete(deviceTranslations)
        .where(
          and(eq(deviceTranslations.language, language), inArray(deviceTranslations.key, emptied)),
        );
    const filled = entries.filter(([, value]) => value !== "");
    for (const [key, value] of filled)
      await db
        .insert(deviceTranslations)
        .values({ language, key, value })
        .onConflictDoUpdate({
          target: [deviceTranslations.language, deviceTranslations.key],
          set: { value },
        });
    const texts = await textsOf(db, language);
    return c.json({ language, values: byReference(reference, texts) });
  });
}
