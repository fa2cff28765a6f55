/** Where next-auth answers on the platform host: outside /api, which the proxy gives to the administration API. */
export const AUTH_PATH = "/auth";
