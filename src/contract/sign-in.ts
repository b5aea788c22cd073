import { z } from "zod";
import { email, required } from "./rules";

/** The sign-in form (sent to the token endpoint as a password grant). */
export const signInSchema = z.object({
  email: email({ required: true }),
  password: required(z.string()),
});
export type SignIn = z.infer<typeof signInSchema>;
