import { cmiLanding } from "../landing";

export const GET = cmiLanding.GET;
export const POST = cmiLanding.POST;
