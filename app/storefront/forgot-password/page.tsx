import { SessionPage, sessionMetadata, type SessionSearch } from "@/components/storefront/account/session-page";

export const generateMetadata = () => sessionMetadata("forgotPassword");

export default function ForgotPasswordPage({ searchParams }: { searchParams: SessionSearch }) {
  return <SessionPage kind="forgotPassword" searchParams={searchParams} />;
}
