// Why a sign-in attempt failed, in words for the person (the callback sends
// /sign-in?error=<reason>).
export const SIGN_IN_ERRORS: Record<string, string> = {
  state: "This sign-in attempt expired or did not start here, so it was stopped for your safety.",
  code: "The sign-in code was invalid or had already been used.",
  denied: "Sign-in was cancelled at the provider.",
  provider: "The sign-in provider could not be reached or reported an error.",
  profile: "The sign-in provider sent an account profile we could not read.",
  email: "Your account at the provider has no verified email address. Verify it there, then try again.",
  unavailable: "That sign-in method is not available on this server.",
};

export function signInErrorMessage(reason: string | null): string | null {
  if (!reason) return null;
  return SIGN_IN_ERRORS[reason] ?? SIGN_IN_ERRORS.provider;
}
