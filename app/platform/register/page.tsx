import { PlatformFrame } from "@/components/dashboard/platform-frame";
import { RegisterForm } from "@/components/dashboard/register-form";
import { env } from "@/lib/env";

export default function RegisterPage() {
  return (
    <PlatformFrame>
      <RegisterForm rootDomain={env().ROOT_DOMAIN} />
    </PlatformFrame>
  );
}
