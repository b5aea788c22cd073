// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { memoryStorage, prerenderedHtml } from "../../scripts/prerender-plugin";

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

  it("goes into the build's index.html, marked with its path", () => {
    const shell = '<html><body><div id="root"></div><script src="/a.js"></script></body></html>';
    expect(prerenderedHtml(shell, "/login", "<p>$&</p>")).toBe(
      '<html><body><div id="root" data-prerendered="/login"><p>$&</p></div><script src="/a.js"></script></body></html>',
    );
    expect(() => prerenderedHtml("<div id=root>x</div>", "/login", "")).toThrow(/#?root/);
  });
});
