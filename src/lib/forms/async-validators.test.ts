import { describe, expect, it, vi } from "vitest";
import {
  UNREACHABLE,
  emailNotExist,
  isValid,
  latestOnly,
  passwordAccepted,
  type Probe,
  type ProbeRequest,
} from "./async-validators";

/** A probe answering `status`, recording what it was asked. */
function answering(status: number) {
  return vi.fn<Probe>(async () => status);
}

const offline = vi.fn<Probe>(async () => {
  throw new TypeError("Failed to fetch");
});

describe("isValid", () => {
  it("asks GET path?text= and is valid only on 204", async () => {
    const probe = answering(204);
    expect(await isValid(probe, "/api/card/exists", "A12")).toBeUndefined();
    expect(probe).toHaveBeenCalledWith({
      method: "GET",
      path: "/api/card/exists",
      query: { text: "A12" },
    } satisfies ProbeRequest);
    for (const status of [200, 404, 400]) {
      expect(await isValid(answering(status), "/api/card/exists", "A12")).toBe("is_valid");
    }
  });

  it("cannot tell when the server refuses the check (401/403 after the refresh rule)", async () => {
    for (const status of [401, 403]) {
      expect(await isValid(answering(status), "/api/card/exists", "A12")).toBe(UNREACHABLE);
      expect(await emailNotExist(answering(status), "/api/employee/email", "a@parc.fr")).toBe(
        UNREACHABLE,
      );
    }
  });
});

describe("emailNotExist", () => {
  it("asks GET path?email= and is valid only on 404", async () => {
    const probe = answering(404);
    expect(await emailNotExist(probe, "/api/customer/email", "zoe@parc.fr")).toBeUndefined();
    expect(probe).toHaveBeenCalledWith({
      method: "GET",
      path: "/api/customer/email",
      query: { email: "zoe@parc.fr" },
    });
    for (const status of [200, 204, 400]) {
      expect(await emailNotExist(answering(status), "/api/customer/email", "zoe@parc.fr")).toBe(
        "required_email_not_exist",
      );
    }
  });
});

describe("passwordAccepted", () => {
  it("posts the password form-encoded and is valid only on 200", async () => {
    const probe = answering(200);
    expect(
      await passwordAccepted(probe, "/api/employee/password/check", "Abcdef1!"),
    ).toBeUndefined();
    expect(probe).toHaveBeenCalledWith({
      method: "POST",
      path: "/api/employee/password/check",
      form: { password: "Abcdef1!" },
    });
    for (const status of [204, 400, 422]) {
      expect(await passwordAccepted(answering(status), "/api/employee/password/check", "abc")).toBe(
        "password",
      );
    }
  });
});

describe("all three", () => {
  const validators = [isValid, emailNotExist, passwordAccepted];

  it("answer UNREACHABLE on a network failure or a server error, not a verdict", async () => {
    for (const validate of validators) {
      expect(await validate(offline, "/api/x", "value")).toBe(UNREACHABLE);
      expect(await validate(answering(500), "/api/x", "value")).toBe(UNREACHABLE);
      expect(await validate(answering(503), "/api/x", "value")).toBe(UNREACHABLE);
    }
    expect(UNREACHABLE).toBe("unreachable");
  });

  it("do not probe an empty value", async () => {
    for (const validate of validators) {
      const probe = answering(400);
      expect(await validate(probe, "/api/x", "")).toBeUndefined();
      expect(probe).not.toHaveBeenCalled();
    }
  });
});

describe("latestOnly", () => {
  /** A validator whose calls settle when the test says so. */
  function controlled() {
    const pending = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }>();
    const validate = vi.fn(
      (value: string) =>
        new Promise<string>((resolve, reject) => {
          pending.set(value, { resolve, reject });
        }),
    );
    const settle = (value: string) => {
      const call = pending.get(value);
      if (!call) throw new Error(`no pending call for ${value}`);
      return call;
    };
    return { validate, settle };
  }

  it("delivers the latest call's result to every pending caller, whatever the order of answers", async () => {
    const { validate, settle } = controlled();
    const check = latestOnly(validate);
    const first = check("zo");
    const second = check("zoe");
    settle("zoe").resolve("result for zoe");
    settle("zo").resolve("result for zo");
    expect(await first).toBe("result for zoe");
    expect(await second).toBe("result for zoe");
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it("gives a call that was delivered before the next one its own result", async () => {
    const { validate, settle } = controlled();
    const check = latestOnly(validate);
    const first = check("a");
    settle("a").resolve("A");
    expect(await first).toBe("A");
    const second = check("ab");
    const third = check("abc");
    settle("abc").resolve("ABC");
    settle("ab").resolve("AB");
    expect(await Promise.all([second, third])).toEqual(["ABC", "ABC"]);
  });

  it("passes the latest call's rejection on, and swallows a superseded one", async () => {
    const { validate, settle } = controlled();
    const check = latestOnly(validate);
    const first = check("a");
    const second = check("ab");
    settle("a").reject(new Error("old"));
    settle("ab").reject(new Error("new"));
    await expect(first).rejects.toThrow("new");
    await expect(second).rejects.toThrow("new");
  });

  it("is a plain pass-through for calls made one after another", async () => {
    const check = latestOnly(isValid);
    expect(await check(answering(204), "/api/x", "a")).toBeUndefined();
    expect(await check(answering(404), "/api/x", "b")).toBe("is_valid");
  });
});
