// Sends a built request. Success is judged by the status alone (response.ok); the body is never read.
// Network failures count as failures; nothing throws.
import type { FormRequest } from './request.ts';

export async function submitRequest(request: FormRequest, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(request.url, request.init);
    return response.ok;
  } catch {
    return false;
  }
}
