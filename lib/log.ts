import pino from "pino";

// Structured JSON lines on stdout; every request's lines carry its `request_id`.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
