// The frame of the sign-in and registration pages: a centred card with its title and lead.
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        <p className="mb-6 mt-2 text-sm text-gray-600">{lead}</p>
        {children}
      </div>
    </main>
  );
}
