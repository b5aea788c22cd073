import * as z from "zod/mini";
import { email, required } from "./rules";

/**
 * The sign-in form (sent to the token endpoint as a password grant). Written with `zod/mini`, as
 * its rules are: the sign-in page is the first screen, and classic zod would weigh on it.
 */
export const signInSchema = z.object({
  email: email({ required: true }),
  password: required(z.string()),
});
export type SignIn = z.infer<typeof signInSchema>;
