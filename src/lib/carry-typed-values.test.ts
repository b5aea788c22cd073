// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { carryTypedValues } from "./carry-typed-values";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function form(email = "", password = "") {
  const root = document.createElement("div");
  root.innerHTML = `<form><input name="email" value="${email}"><input name="password" type="password" value="${password}"><input type="checkbox" name="remember"></form>`;
  return root;
}

describe("the fields of a prerendered page replaced by the app", () => {
  it("get what was typed in the old ones until they were replaced, and the focus", async () => {
    const root = form();
    document.body.append(root);
    carryTypedValues(root);
    const old = root.querySelector<HTMLInputElement>("input[name=email]");
    old?.focus();
    if (old) old.value = "agent@parc-demo.fr"; // typed after the watch began
    let seen = "";
    root.replaceChildren(...form().childNodes);
    const email = root.querySelector<HTMLInputElement>("input[name=email]");
    email?.addEventListener("input", () => (seen = email.value));
    await tick();
    expect(email?.value).toBe("agent@parc-demo.fr");
    expect(seen).toBe("agent@parc-demo.fr");
    expect(document.activeElement).toBe(email);
    expect(root.querySelector<HTMLInputElement>("input[name=password]")?.value).toBe("");
    root.remove();
  });

  it("leaves a field the app filled itself as it is", async () => {
    const root = form("typed@parc-demo.fr");
    carryTypedValues(root);
    root.replaceChildren(...form("from-the-address@parc-demo.fr").childNodes);
    await tick();
    expect(root.querySelector<HTMLInputElement>("input[name=email]")?.value).toBe(
      "from-the-address@parc-demo.fr",
    );
  });
});
