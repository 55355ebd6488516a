/**
 * R-ADMIN-6: deleting a conversation or notification removes it from the list at once, and it stays
 * removed even when the call fails. Resolves to whether the server confirmed (for a quiet notice).
 */
export async function removeLocallyThenCall(removeFromList: () => void, call: () => Promise<unknown>): Promise<boolean> {
  removeFromList();
  try {
    await call();
    return true;
  } catch {
    return false;
  }
}
