import { redirect } from "next/navigation";
import { SignInForm } from "@/components/dashboard/sign-in-form";
import { PlatformFrame } from "@/components/dashboard/platform-frame";
import { dashboardSession } from "@/lib/http/dashboard-session";

export default async function SignInPage() {
  if (await dashboardSession()) redirect("/dashboard");
  return (
    <PlatformFrame>
      <SignInForm />
    </PlatformFrame>
  );
}
