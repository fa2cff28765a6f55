export default function PlatformHome() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold">Commerce platform</h1>
      <p className="mt-2 text-gray-600">
        Store owners sign in through the administration API at <code>/api/login</code>. Each store is served on its own subdomain.
      </p>
    </main>
  );
}
