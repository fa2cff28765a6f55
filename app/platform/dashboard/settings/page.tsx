import { SettingsScreen } from "@/components/dashboard/settings/settings-screen";

export default async function SettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // `?two-factor=codes`: the sign-in just enrolled the account, whose recovery codes this page is to make.
  return <SettingsScreen askForRecoveryCodes={(await searchParams)["two-factor"] === "codes"} />;
}
