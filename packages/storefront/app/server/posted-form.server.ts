import { data } from 'react-router';

/**
 * The form an action was posted, as a page's form posts it. A body that is not a form (JSON, plain
 * text, a broken multipart body) is a 400 that says what to do, never a failed page.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('This form could not be read. Send it again from the page it is on.', { status: 400 });
  }
}
