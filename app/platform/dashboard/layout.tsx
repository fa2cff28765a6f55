import { redirect } from "next/navigation";
import { DashboardShell } from "@/components/dashboard/shell";
import { dashboardSession } from "@/lib/http/dashboard-session";
import { pageLanguage } from "@/lib/i18n/page-language";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const session = await dashboardSession();
  if (!session) redirect("/sign-in");
  const { language } = await pageLanguage();
  return (
    <DashboardShell session={session} language={language}>
      {children}
    </DashboardShell>
  );
}
