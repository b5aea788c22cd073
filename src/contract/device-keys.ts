/**
 * The call that issues a device its own key, declared once for kiosks and smart touch
 * (kiosksApi.issueKey, smartTouchApi.issueKey). The key's header and answer: devices.ts.
 */
import { DEVICE_KEY_HEADER, deviceKeySchema, serialParamsSchema } from "./devices";
import { endpoint, type Requirement } from "./endpoint";

/**
 * Issues a device its key (kiosksApi.issueKey, smartTouchApi.issueKey): a new one replaces the
 * previous, which stops working at once. The key is in this answer only: the server keeps its
 * SHA-256, and the call is not one keyed transaction (`mutates: false`, like a password reset),
 * so no Idempotency-Key store keeps it either; a retry issues another key.
 */
export function issueKeyEndpoint<const P extends string>(
  path: P,
  requirement: Requirement,
  tag: string,
) {
  return endpoint({
    method: "post",
    path,
    requirement,
    mutates: false,
    summary: "Issues the device its own key (shown once); the previous key stops working",
    description: `The device sends it in ${DEVICE_KEY_HEADER} when it reports in (POST /api/device/ping), for its own serial number only. Kept hashed: it cannot be read again, only replaced. The back office issues one right after creating a device.`,
    tag,
    params: serialParamsSchema,
    answers: { 200: deviceKeySchema },
    errors: { 404: ["not_found"], 503: ["server_busy"] },
  });
}
