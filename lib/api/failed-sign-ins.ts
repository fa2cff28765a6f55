import { DomainError } from "../core/errors";
import { clear, giveBack, POLICIES, refusal, remember, remembers, take, type Policy } from "./rate-limit";

// The sign-in step of the wrapper: failed sign-ins (401s) are counted on three budgets, as the
// identity providers slow password guessing (Auth0's brute-force protection and suspicious-IP
// throttling, Okta's lockout that spares known devices, OWASP's Authentication Cheat Sheet):
//   - one account from one client address, 10 in 15 minutes;
//   - one account from any address, 20 an hour: guesses spread over many addresses;
//   - one address at any account, 30 an hour: one password tried on many accounts.
// The two wide budgets are where an attacker could lock others out (failing on purpose at a
// victim's account, or from an address many shoppers share), so they spare the pairs of account
// and address that signed in in the last 14 days: the shopper keeps signing in from where they
// did while strangers' guesses at their account are refused. docs/decisions.md argues the numbers.
//
// An attempt takes its point on each budget before the password is checked and gives it back
// unless it fails, so parallel guesses cannot slip past a budget between a check and a count, and
// a refused attempt costs no hashing. The account is named by what the route signs in to (the
// surface, the store, the e-mail), never by the path as the client spelled it.

export type SignInAttempt = { account: string; client: string };

type Held = { policy: Policy; key: string; sparesKnown: boolean; over: boolean; res: Parameters<typeof refusal>[0] };

export async function countingFailures(attempt: SignInAttempt, handle: () => Promise<Response>): Promise<Response> {
  // The client first: an address holds no "|", so no account and address can make another pair's key.
  const pair = `${attempt.client}|${attempt.account}`;
  const budgets = [
    { policy: POLICIES.failedSignIns, key: pair, sparesKnown: false },
    { policy: POLICIES.failedSignInsPerAccount, key: attempt.account, sparesKnown: true },
    { policy: POLICIES.failedSignInsPerAddress, key: attempt.client, sparesKnown: true },
  ].filter((budget) => budget.policy.points > 0);
  const held: Held[] = await Promise.all(budgets.map(async (budget) => ({ ...budget, ...(await take(budget.policy, budget.key)) })));
  const giveAllBack = () => Promise.all(held.map((budget) => giveBack(budget.policy, budget.key)));

  const over = held.filter((budget) => budget.over);
  const refusing = over.find((budget) => !budget.sparesKnown) ?? (over.length > 0 && !(await remembers(POLICIES.knownSignIns, pair)) ? over[0] : undefined);
  if (refusing) {
    await giveAllBack();
    throw refusal(refusing.res);
  }
  try {
    const response = await handle();
    // A success clears the pair's failures, returns its points to the wide budgets, and makes
    // the address one the account is known from.
    await Promise.all([
      ...held.map((budget) => (budget.key === pair ? clear(budget.policy, pair) : giveBack(budget.policy, budget.key))),
      remember(POLICIES.knownSignIns, pair),
    ]);
    return response;
  } catch (error) {
    if (!(error instanceof DomainError && error.status === 401)) await giveAllBack();
    throw error;
  }
}
