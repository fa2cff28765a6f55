import { platformCatchAll } from "@/lib/api/unknown-endpoint";

export const { GET, POST, PUT, PATCH, DELETE } = platformCatchAll;
