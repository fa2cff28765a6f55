import { SessionPage, sessionMetadata, type SessionSearch } from "@/components/storefront/account/session-page";

export const generateMetadata = () => sessionMetadata("register");

export default function RegisterPage({ searchParams }: { searchParams: SessionSearch }) {
  return <SessionPage kind="register" searchParams={searchParams} />;
}
