import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QueryProvider } from "@/components/query-provider";
import { pageLanguage } from "@/lib/i18n/page-language";
import { accountMessages } from "@/lib/storefront/messages/account";
import { returnPath } from "@/lib/storefront/return-path";
import { currentShopper } from "@/lib/storefront/shopper";
import { AuthCard } from "./auth-card";
import { RegisterForm, SignInForm } from "./session-forms";

// The sign-in and registration pages (server components): a shopper signed in already goes on to
// where the link pointed.

type Kind = "signIn" | "register";
const PAGES = {
  signIn: { title: "signInTitle", lead: "signInLead", Form: SignInForm },
  register: { title: "registerTitle", lead: "registerLead", Form: RegisterForm },
} as const;

export type SessionSearch = Promise<{ next?: string | string[] }>;

export async function sessionMetadata(kind: Kind): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: accountMessages(language, PAGES[kind].title), robots: { index: false } };
}

export async function SessionPage({ kind, searchParams }: { kind: Kind; searchParams: SessionSearch }) {
  const next = returnPath((await searchParams).next);
  if (await currentShopper()) redirect(next);
  const { language } = await pageLanguage();
  const { title, lead, Form } = PAGES[kind];
  return (
    <AuthCard title={accountMessages(language, title)} lead={accountMessages(language, lead)}>
      <QueryProvider>
        <Form language={language} next={next} />
      </QueryProvider>
    </AuthCard>
  );
}
