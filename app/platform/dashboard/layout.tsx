import { redirect } from "next/navigation";
import { DashboardShell } from "@/components/dashboard/shell";
import { dashboardSession } from "@/lib/http/dashboard-session";
import { pageLanguage } from "@/lib/i18n/page-language";
import { suspensionNotice } from "@/lib/stores/suspension";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await dashboardSession();
  if (!session) redirect("/sign-in");
  const { language } = await pageLanguage();
  // Read on every page, not kept in the session: a suspension shows at the owner's next page.
  const suspended = await suspensionNotice(session.store.id, language);
  return (
    <DashboardShell session={session} language={language} suspended={suspended}>
      {children}
    </DashboardShell>
  );
}
