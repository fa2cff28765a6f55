import { ResetPasswordForm } from "@/components/dashboard/password-forms";
import { PlatformFrame } from "@/components/dashboard/platform-frame";

// The e-mailed link's page. Open whether signed in or not: the link is for the account it was sent to.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <PlatformFrame>
      <ResetPasswordForm token={typeof token === "string" ? token : ""} />
    </PlatformFrame>
  );
}
