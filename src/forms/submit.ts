// Sends a built request. Success is judged by the status alone (response.ok); the body is never read. The site's
// own receiver answers 202 when it held the post (no valid challenge: it could not be fetched, or it is too old), so
// the form can let the visitor answer the receiver's question page. Network failures count as failures; nothing
// throws.
import type { FormRequest } from './request.ts';

export type SendOutcome = 'sent' | 'held' | 'failed';

export async function submitRequest(request: FormRequest, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  try {
    const response = await fetchImpl(request.url, request.init);
    if (!response.ok) return 'failed';
    return response.status === 202 ? 'held' : 'sent';
  } catch {
    return 'failed';
  }
}
