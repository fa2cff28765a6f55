import { SessionPage, sessionMetadata, type SessionSearch } from "@/components/storefront/account/session-page";

export const generateMetadata = () => sessionMetadata("signIn");

export default function SignInPage({ searchParams }: { searchParams: SessionSearch }) {
  return <SessionPage kind="signIn" searchParams={searchParams} />;
}
