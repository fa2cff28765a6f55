import { AcceptInvitationForm } from "@/components/dashboard/accept-invitation-form";
import { PlatformFrame } from "@/components/dashboard/platform-frame";

export default function AcceptInvitationPage() {
  return (
    <PlatformFrame>
      <AcceptInvitationForm />
    </PlatformFrame>
  );
}
