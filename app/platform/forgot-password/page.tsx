import { redirect } from "next/navigation";
import { ForgotPasswordForm } from "@/components/dashboard/password-forms";
import { PlatformFrame } from "@/components/dashboard/platform-frame";
import { dashboardSession } from "@/lib/http/dashboard-session";

export default async function ForgotPasswordPage() {
  if (await dashboardSession()) redirect("/dashboard");
  return (
    <PlatformFrame>
      <ForgotPasswordForm />
    </PlatformFrame>
  );
}
