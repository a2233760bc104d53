import {
  ZKioskDevice,
  ZKioskDeviceCreate,
  ZKioskDeviceCreated,
  ZKioskDeviceRename,
  ZKioskDevicesQuery,
  ZKioskHome,
  ZKioskPunch,
  ZKioskPunchResult,
  ZPinSet,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import {
  devicesOf,
  registerDevice,
  renameDevice,
  revokeDevice,
  setOwnPin,
  setStaffPin,
} from "./kiosk.service.ts";
import { deviceTokenOf, kioskHome, punch } from "./kiosk-clock.ts";

const tags = ["kiosk"];
const idParams = z.object({ id: z.string().min(1).max(100) });
const ZMessage = z.object({ message: z.string() });
const TOKEN =
  "The device's token goes in `X-Kiosk-Token` (or `Authorization: Bearer`); a missing, unknown or removed one is 401.";

/** The kiosk clock (issue #30): devices of a store, PINs, and the punches a kiosk sends. */
export async function kioskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/kiosk/devices",
    {
      schema: {
        tags,
        description:
          "Registers a tablet as the kiosk of a store (admin, or the store's manager; another store is 404). Answers its token once: only its SHA-256 is kept. Audited as CREATE.",
        body: ZKioskDeviceCreate,
        response: { 201: ZKioskDeviceCreated },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerDevice(app.db, requireActor(request), request.body)),
  );

  app.get(
    "/kiosk/devices",
    {
      schema: {
        tags,
        description:
          "The registered kiosks of `store_id`, or of every store the caller manages (admin, store managers).",
        querystring: ZKioskDevicesQuery,
        response: { 200: z.array(ZKioskDevice) },
      },
    },
    (request) => devicesOf(app.db, requireActor(request), request.query.store_id),
  );

  app.patch(
    "/kiosk/devices/:id",
    {
      schema: {
        tags,
        description: "Renames a kiosk the caller manages.",
        params: idParams,
        body: ZKioskDeviceRename,
        response: { 200: ZKioskDevice },
      },
    },
    (request) => renameDevice(app.db, requireActor(request), request.params.id, request.body.name),
  );

  app.delete(
    "/kiosk/devices/:id",
    {
      schema: {
        tags,
        description: "Removes a kiosk: its token stops working at once. Audited as DELETE.",
        params: idParams,
        response: { 200: ZKioskDevice },
      },
    },
    (request) => revokeDevice(app.db, requireActor(request), request.params.id),
  );

  app.put(
    "/kiosk/pin",
    {
      schema: {
        tags,
        description:
          "Sets one's own kiosk PIN (4–6 digits) for one's staff record in the current store. A PIN another person of the store has is refused (409 `Choose a different PIN.`). Never shown again.",
        body: ZPinSet,
        response: { 200: ZMessage },
      },
    },
    (request) => setOwnPin(app.db, requireActor(request), request.body.pin),
  );

  app.delete(
    "/kiosk/pin",
    { schema: { tags, description: "Removes one's own kiosk PIN.", response: { 200: ZMessage } } },
    (request) => setOwnPin(app.db, requireActor(request), null),
  );

  app.put(
    "/kiosk/staff/:id/pin",
    {
      schema: {
        tags,
        description: "Sets an employee's kiosk PIN (admin, or the manager of the employee's store).",
        params: idParams,
        body: ZPinSet,
        response: { 200: ZMessage },
      },
    },
    (request) => setStaffPin(app.db, requireActor(request), request.params.id, request.body.pin),
  );

  app.delete(
    "/kiosk/staff/:id/pin",
    {
      schema: {
        tags,
        description: "Removes an employee's kiosk PIN.",
        params: idParams,
        response: { 200: ZMessage },
      },
    },
    (request) => setStaffPin(app.db, requireActor(request), request.params.id, null),
  );

  app.get(
    "/kiosk/device",
    {
      schema: {
        tags,
        security: [],
        description: `What a kiosk shows: its name, its store, the store's date and time, whether it is locked, and the store's active staff (clocked out, in, or on a break; whether each has a PIN). ${TOKEN}`,
        response: { 200: ZKioskHome },
      },
    },
    (request) => kioskHome(app.db, deviceTokenOf(request)),
  );

  app.post(
    "/kiosk/punch",
    {
      schema: {
        tags,
        security: [],
        description: `A punch at a kiosk: \`clock_in\`, \`break_start\`, \`break_end\` or \`clock_out\`, at the server's time in the store's zone, for the active staff member of the kiosk's store whose PIN it is (\`employee_id\`, a tapped name, must be theirs). A wrong PIN is 403 and audited (KIOSK_PIN_FAILED); the fifth in a row locks the device for 15 minutes (423 until then). The action follows the rules of the clock anywhere (409 when it does not fit: already clocked in, not clocked in, a break already running or none). Audited as CLOCK_IN, BREAK_START, BREAK_END or CLOCK_OUT with the device. A punch made while the kiosk was offline sends \`occurred_at\` (when it was made): honoured within the last 12 hours (up to 2 minutes ahead counts as now) and not before the person's last punch, else 400 / 409; audited as sent late. With \`Idempotency-Key\`, a replay answers the first result. ${TOKEN}`,
        body: ZKioskPunch,
        response: { 200: ZKioskPunchResult },
      },
    },
    (request) => punch(app.db, request, request.body),
  );
}
