import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QueryProvider } from "@/components/query-provider";
import { pageLanguage } from "@/lib/i18n/page-language";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import { passwordMessages } from "@/lib/storefront/messages/passwords";
import { returnPath } from "@/lib/storefront/return-path";
import { currentShopper } from "@/lib/storefront/shopper";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./password-forms";
import { RegisterForm, SignInForm } from "./session-forms";

// The sign-in, registration and forgotten-password pages (server components): a shopper signed in already goes on to
// where the link pointed.

type Kind = "signIn" | "register" | "forgotPassword";
type Texts = { title: (language: string) => string; lead: (language: string) => string };
const account = (title: AccountMessage, lead: AccountMessage): Texts => ({
  title: (language) => accountMessages(language, title),
  lead: (language) => accountMessages(language, lead),
});
const PAGES = {
  signIn: { ...account("signInTitle", "signInLead"), Form: SignInForm },
  register: { ...account("registerTitle", "registerLead"), Form: RegisterForm },
  forgotPassword: {
    title: (language: string) => passwordMessages(language, "forgotTitle"),
    lead: (language: string) => passwordMessages(language, "forgotLead"),
    Form: ForgotPasswordForm,
  },
};

/** `reset`: the shopper comes from setting a new password, and is told so. */
export type SessionSearch = Promise<{ next?: string | string[]; reset?: string | string[] }>;

export async function sessionMetadata(kind: Kind): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: PAGES[kind].title(language), robots: { index: false } };
}

export async function SessionPage({ kind, searchParams }: { kind: Kind; searchParams: SessionSearch }) {
  const search = await searchParams;
  const next = returnPath(search.next);
  if (await currentShopper()) redirect(next);
  const { language } = await pageLanguage();
  const { title, lead, Form } = PAGES[kind];
  return (
    <AuthCard title={title(language)} lead={lead(language)}>
      {kind === "signIn" && search.reset ? (
        <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {passwordMessages(language, "resetDone")}
        </p>
      ) : null}
      <QueryProvider>
        <Form language={language} next={next} />
      </QueryProvider>
    </AuthCard>
  );
}
