/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or worker-thread packages stay plain Node requires instead of being bundled.
  serverExternalPackages: [
    "@node-rs/argon2",
    "pino",
    "pg",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "@aws-sdk/lib-storage",
    "pg-boss",
    "nodemailer",
  ],
  typedRoutes: false,
};

export default nextConfig;
