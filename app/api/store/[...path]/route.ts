import { storeCatchAll } from "@/lib/api/unknown-endpoint";

export const { GET, POST, PUT, PATCH, DELETE } = storeCatchAll;
