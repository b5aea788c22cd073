/**
 * The build's prerender of the signed-out first screen (scripts/prerender-plugin.ts renders it
 * into dist/login.html): the sign-in page's markup, in the default locale, so a first visit on a
 * weak Wi-Fi paints the form as soon as the HTML and the CSS arrive, before any script. The tree
 * is the one the browser renders (`<Root />`), so src/main.tsx hydrates it in place when nothing
 * differs (same path, no query, the default locale, no session): the form and what was already
 * typed in it stay. Otherwise the app renders over it.
 */
import { Writable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { DEFAULT_LOCALE, loadLocale } from "@/lib/i18n/i18n";
import { Root } from "./app";

/** The markup of `path`'s screen, as the browser's first render would make it. */
export async function prerenderPage(path: string): Promise<string> {
  await loadLocale(DEFAULT_LOCALE);
  // Waits for the lazy route page and every Suspense boundary: the form itself, not a loader.
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch="">
      <Root />
    </Router>,
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on("finish", resolve)
      .on("error", reject);
  });
  return Buffer.concat(chunks).toString("utf8");
}
