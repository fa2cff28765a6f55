import { adminCatchAll } from "@/lib/api/unknown-endpoint";

export const { GET, POST, PUT, PATCH, DELETE } = adminCatchAll;
