/** The server's own state (src/contract/health.ts). */
import { endpoint } from "./endpoint";
import { serverHealthSchema } from "./health";

export const healthApi = {
  get: endpoint({
    method: "get",
    path: "/api/health",
    requirement: "public",
    summary: "Whether the server's database and disk are well (no secrets, no personal data)",
    tag: "Server",
    answers: { 200: serverHealthSchema },
  }),
};
