// The benchmark's settings: sizes, load and durations, from the environment (bench/run.ts says which).

export const STORES = Number(process.env.BENCH_STORES ?? 50);
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
// A year of a busy small shop's orders: about five and a half a day.
export const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
export const SCALE_STORES = (process.env.BENCH_SCALE_STORES ?? "5,50,500").split(",").map(Number);
export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Shorter than their defaults only in a run shortened with BENCH_SECONDS, to try the benchmark.
export const WARM_UP_SECONDS = Math.min(10, SECONDS);
export const ENDPOINT_WARM_UP_SECONDS = Math.min(3, SECONDS);
export const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
