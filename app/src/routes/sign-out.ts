/**
 * A sign-out from the shell is a navigation to /login carrying this state, and /login ends the
 * session when it arrives. Leaving first means the unsaved-changes guard asks before anything is
 * lost: "Stay" keeps the admin signed in on the form, "Leave" signs out.
 */
export interface SignOutState {
  signOut: true;
}

export const SIGN_OUT_STATE: SignOutState = { signOut: true };

/** Whether a location's state asks /login to end the session. */
export function isSignOut(state: unknown): state is SignOutState {
  return (state as Partial<SignOutState> | null)?.signOut === true;
}
