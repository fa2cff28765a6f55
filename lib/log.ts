import pino from "pino";
import { env } from "./env";

// Structured JSON lines on stdout; every request's lines carry its `request_id`.
export const logger = pino({
  level: env().LOG_LEVEL,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
