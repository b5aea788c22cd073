// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  afterPaintLoader,
  entryScriptOf,
  memoryStorage,
  prerenderedHtml,
} from "../../scripts/prerender-plugin";

describe("the build's prerender of the sign-in page", () => {
  it("is the form itself, in French, posting (never a password in a URL), not a loader", async () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("localStorage", memoryStorage());
    const { prerenderPage } = await import("./prerender");
    const markup = await prerenderPage("/login");
    expect(markup).toContain(">Connexion</h1>");
    expect(markup).toContain("Adresse e-mail");
    expect(markup).toMatch(/<form [^>]*method="post"/);
    expect(markup).toMatch(/<input [^>]*name="password"/);
    expect(markup).not.toMatch(/<script/);
    expect(markup).not.toContain("mantine-Loader");
    vi.unstubAllGlobals();
  });

  it("goes into the build's index.html: marked, its stylesheet inlined, started after a paint", () => {
    const shell =
      '<html><head><script type="module" crossorigin src="/assets/index-e1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>' +
      '<body><div id="root"></div></body></html>';
    const read = (href: string) => (href === "/assets/index-a1.css" ? "p{color:red}" : "");
    const loader = afterPaintLoader(entryScriptOf(shell));
    expect(loader.fileName).toMatch(/^assets\/after-paint-[\w-]{8}\.js$/);
    expect(loader.code).toContain('import("/assets/index-e1.js")');
    const page = { path: "/login", markup: "<p>$&</p>", loaderHref: "/assets/after-paint-x.js" };
    expect(prerenderedHtml(shell, page, read)).toBe(
      '<html><head><script type="module" src="/assets/after-paint-x.js"></script>' +
        "\n<style>p{color:red}</style></head>" +
        '<body><div id="root" data-prerendered="/login"><p>$&</p></div></body></html>',
    );
    expect(() => prerenderedHtml("<div id=root>x</div>", page, read)).toThrow(/root/);
    const withUrl = () => "p{background:url(x.png)}";
    expect(() => prerenderedHtml(shell, page, withUrl)).toThrow(/inlined/);
  });
});
