"use client";

import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/dashboard/ui/buttons";
import { TextField } from "@/components/dashboard/ui/fields";
import { FormError } from "@/components/dashboard/ui/feedback";
import type { consoleStore, consoleStoresResponse, operatorLoginResponse } from "@/lib/operators/schemas";

type Store = z.infer<typeof consoleStore>;
type Enrolment = z.infer<typeof operatorLoginResponse>["enrolment"];
type Answer<T> = { status: number; body: T & { message?: string } };

// The console calls the operator routes with its session cookie (set by the sign-in's second step,
// httpOnly): the page never holds the token.
async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`/api/operator${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

export function OperatorConsole() {
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    void call("GET", "/stores").then(({ status }) => setSignedIn(status === 200));
  }, []);
  if (signedIn === undefined) return null;
  return (
    <div className="min-h-screen bg-gray-100">
      <header className="flex h-14 items-center gap-3 border-b border-gray-800 bg-gray-900 px-4 text-white">
        <span className="font-semibold">Operator console</span>
        {signedIn ? (
          <Button variant="secondary" className="ms-auto" onClick={() => void call("POST", "/logout").then(() => setSignedIn(false))}>
            Sign out
          </Button>
        ) : null}
      </header>
      <main className="mx-auto max-w-6xl p-4 sm:p-6">{signedIn ? <StoreList /> : <SignIn onSignedIn={() => setSignedIn(true)} />}</main>
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [challenge, setChallenge] = useState<string>();
  const [enrolment, setEnrolment] = useState<Enrolment>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    if (!challenge) {
      const answer = await call<z.infer<typeof operatorLoginResponse>>("POST", "/login", { email, password });
      if (answer.status === 200) {
        setChallenge(answer.body.challenge);
        setEnrolment(answer.body.enrolment);
      } else setError(answer.body.message);
    } else {
      const answer = await call("POST", "/login/two-factor", { challenge, code });
      if (answer.status === 200) onSignedIn();
      else setError(answer.body.message);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="mx-auto mt-8 max-w-sm space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <h1 className="text-lg font-semibold">Sign in</h1>
      {!challenge ? (
        <>
          <TextField label="E-mail" type="email" autoComplete="username" required value={email} onChange={setEmail} />
          <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        </>
      ) : (
        <>
          {enrolment ? (
            <div className="space-y-2 text-sm">
              <p>Two-factor sign-in is required. Scan this code with your authenticator app, then enter the code it shows.</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made by the server */}
              <img src={enrolment.qr_code} alt="QR code for your authenticator app" width={200} height={200} className="mx-auto" />
              <p className="break-all text-xs text-gray-600">
                Or enter this key: <code data-testid="totp-secret">{enrolment.secret}</code>
              </p>
            </div>
          ) : (
            <p className="text-sm">Enter the code your authenticator app shows.</p>
          )}
          <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required value={code} onChange={setCode} />
        </>
      )}
      <FormError error={error} />
      <Button type="submit" disabled={busy} className="w-full">
        {challenge ? "Verify" : "Continue"}
      </Button>
    </form>
  );
}

function StoreList() {
  const [search, setSearch] = useState("");
  const [stores, setStores] = useState<Store[]>([]);
  const [total, setTotal] = useState(0);
  const load = useCallback(async (term: string) => {
    const answer = await call<z.infer<typeof consoleStoresResponse>>("GET", `/stores${term ? `?search=${encodeURIComponent(term)}` : ""}`);
    if (answer.status === 200) {
      setStores(answer.body.data);
      setTotal(answer.body.meta.total);
    }
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => void load(search), 250);
    return () => clearTimeout(timer);
  }, [search, load]);
  const replace = (changed: Store) => setStores((all) => all.map((s) => (s.id === changed.id ? changed : s)));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="me-auto text-xl font-semibold">Stores ({total})</h1>
        <TextField
          label="Search"
          type="search"
          placeholder="Name, subdomain or owner's e-mail"
          value={search}
          onChange={setSearch}
          fieldClassName="w-full sm:w-80"
        />
      </div>
      <ul className="space-y-3">
        {stores.map((store) => (
          <StoreRow key={store.id} store={store} onChange={replace} />
        ))}
      </ul>
    </div>
  );
}

const money = (amount: string, currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
};

function StoreRow({ store, onChange }: { store: Store; onChange: (store: Store) => void }) {
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const suspended = store.suspended_at !== null;

  async function act() {
    const answer = await call<{ data: Store }>(suspended ? "DELETE" : "POST", `/stores/${store.id}/suspension`, { reason });
    if (answer.status !== 200) return setError(answer.body.message);
    onChange(answer.body.data);
    setAsking(false);
    setReason("");
    setError(undefined);
  }

  return (
    <li data-testid="operator-store" className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
        <div className="min-w-0 flex-1 basis-60">
          <p className="font-semibold" dir="auto">
            {store.name} {suspended ? <span className="ms-1 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Suspended</span> : null}
          </p>
          <a href={store.url} className="text-sm text-gray-600 underline-offset-2 hover:underline" target="_blank" rel="noreferrer">
            {store.subdomain}
          </a>
          <p className="text-sm text-gray-700" dir="auto">
            {store.owner ? `${store.owner.name} · ${store.owner.email}` : "No owner"}
          </p>
          {suspended ? <p className="text-sm text-red-800">Reason: {store.suspension_reason}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-gray-500">Created</dt>
          <dd>{new Date(store.created_at).toLocaleDateString("en-GB")}</dd>
          <dt className="text-gray-500">Products</dt>
          <dd>{store.products}</dd>
          <dt className="text-gray-500">Orders (30 days)</dt>
          <dd>{store.orders_30_days}</dd>
          <dt className="text-gray-500">Sales (30 days)</dt>
          <dd>{money(store.sales_30_days, store.currency)}</dd>
        </dl>
      </div>
      {asking ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            label={suspended ? "Why reactivate it" : "Why suspend it"}
            value={reason}
            onChange={setReason}
            fieldClassName="min-w-0 flex-1"
            error={error}
          />
          <Button variant={suspended ? "primary" : "danger"} onClick={() => void act()}>
            {suspended ? "Reactivate" : "Suspend"}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          variant={suspended ? "secondary" : "danger"}
          className="mt-3"
          onClick={() => setAsking(true)}
          aria-label={`${suspended ? "Reactivate" : "Suspend"} ${store.name}`}
        >
          {suspended ? "Reactivate…" : "Suspend…"}
        </Button>
      )}
    </li>
  );
}
